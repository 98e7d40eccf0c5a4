// The last error middleware of every HTTP process: an ApiError as its status and body, a refusal of
// the body reader as the 4xx it is, a database away or full as 503, anything else 500 'Something
// happened' (and logged).
import type { NextFunction, Request, Response } from 'express';
import { ApiError, MediaTypeError } from './apiError';
import type { Logger } from '../logging/logger';
import type { ServerErrorRecorder } from './errorCapture/serverErrors';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './databaseUnavailable';

export const UNREADABLE_CHARSET = 'The body must be JSON in UTF-8.';
/** What a busy answer asks a client to wait: heavy work in a queue ends in seconds. */
export const RETRY_AFTER_SECONDS = 5;
export const UNREADABLE_ENCODING = 'That content encoding is not supported: send the body as is, or gzip, deflate or br.';

/** The answer to an error of the body reader (body-parser, http-errors), or null for any other error. */
const bodyReaderAnswer = (err: unknown): { status: number; body: unknown } | null => {
  if (!err || typeof err !== 'object') return null;
  const type = 'type' in err && typeof err.type === 'string' ? err.type : '';
  const answer = (e: ApiError | MediaTypeError) => ({ status: e.status, body: e.toBody() });
  if (type === 'entity.parse.failed') return answer(new ApiError('validation', 'The body is not valid JSON', { _: 'Not JSON' }));
  if (type === 'charset.unsupported') return answer(new MediaTypeError(UNREADABLE_CHARSET));
  if (type === 'encoding.unsupported') return answer(new MediaTypeError(UNREADABLE_ENCODING));
  if (type === 'entity.too.large') return null;
  // Any other refusal of the reader (a body that does not inflate, a wrong length, an aborted upload)
  // is the request's fault: a 4xx that http-errors marks as safe to show, never a 500.
  const status = 'status' in err && typeof err.status === 'number' ? err.status : 0;
  const exposed = 'expose' in err && err.expose === true;
  if (!exposed || status < 400 || status >= 500) return null;
  return { status, body: { error: { msg: 'The request body could not be read', code: 'validation', fields: { _: 'Unreadable body' } } } };
};

/**
 * Error middleware: ApiError as its status and body; anything else 500 'Something happened' (logged,
 * and recorded in the error log when the process has a recorder: docs/decisions/errorLog.md).
 */
export const apiErrorHandler = (logger: Logger, recorder?: ServerErrorRecorder) => (err: unknown, req: Request, res: Response, _next: NextFunction) => {
  if (err instanceof ApiError || err instanceof MediaTypeError) {
    // A 503 is a full queue of heavy work (heavyWork's limiters, the JSON parse pool): say when to come back.
    if (err.status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(err.status).json(err.toBody());
    return;
  }
  const fromReader = bodyReaderAnswer(err);
  if (fromReader) {
    res.status(fromReader.status).json(fromReader.body);
    return;
  }
  const e = err as { type?: string };
  if (e && e.type === 'entity.too.large') {
    res.status(413).json({ error: { msg: 'The request is too large', code: 'validation' } });
    return;
  }
  if (isDatabaseUnavailable(err)) {
    // Not our fault nor the caller's: logged (the operator wants to know), not put in the error log,
    // which lives in that same database.
    logger.warn({ err, path: req.path, requestId: res.locals.requestId }, 'database unavailable');
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(503).json({ error: { msg: DATABASE_UNAVAILABLE, code: 'unavailable' } });
    return;
  }
  logger.error({ err, path: req.path, requestId: res.locals.requestId }, 'call failed');
  const userID: unknown = res.locals.userID;
  void recorder?.record({ err, path: req.path, userID: typeof userID === 'number' ? userID : null, requestId: typeof res.locals.requestId === 'string' ? res.locals.requestId : undefined });
  res.status(500).json({ error: { msg: 'Something happened', code: 'internal' } });
};
