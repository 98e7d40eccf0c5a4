// The last error middleware of every HTTP process: an ApiError as its status and body, a refusal of
// the body reader as the 4xx it is, anything else 500 'Something happened' (and logged).
import type { NextFunction, Request, Response } from 'express';
import { ApiError, MediaTypeError } from './apiError';
import type { Logger } from '../logging/logger';

/** The answer to an error of the body reader (body-parser, http-errors), or null for any other error. */
const bodyReaderAnswer = (err: unknown): ApiError | MediaTypeError | null => {
  if (!err || typeof err !== 'object' || !('type' in err) || typeof err.type !== 'string') return null;
  switch (err.type) {
    case 'entity.parse.failed': return new ApiError('validation', 'The body is not valid JSON', { _: 'Not JSON' });
    case 'charset.unsupported': return new MediaTypeError(UNREADABLE_CHARSET);
    case 'encoding.unsupported': return new MediaTypeError(UNREADABLE_ENCODING);
    default: {
      // Any other refusal of the reader (aborted, wrong length, bad stream encoding) is the request's
      // fault: a 4xx that http-errors marks as safe to show, never a 500.
      const status = 'status' in err && typeof err.status === 'number' ? err.status : 0;
      const exposed = 'expose' in err && err.expose === true;
      return exposed && status >= 400 && status < 500 && status !== 413 ? new ApiError('validation', 'The body could not be read', { _: 'Unreadable body' }) : null;
    }
  }
};

export const UNREADABLE_CHARSET = 'The body must be JSON in UTF-8.';
export const UNREADABLE_ENCODING = 'That content encoding is not supported: send the body as is, or gzip, deflate or br.';

/** Error middleware: ApiError as its status and body; anything else 500 'Something happened' (and logged). */
export const apiErrorHandler = (logger: Logger) => (err: unknown, req: Request, res: Response, _next: NextFunction) => {
  if (err instanceof ApiError || err instanceof MediaTypeError) {
    res.status(err.status).json(err.toBody());
    return;
  }
  const fromReader = bodyReaderAnswer(err);
  if (fromReader) {
    res.status(fromReader.status).json(fromReader.toBody());
    return;
  }
  const e = err as { type?: string };
  if (e && e.type === 'entity.too.large') {
    res.status(413).json({ error: { msg: 'The request is too large', code: 'validation' } });
    return;
  }
  logger.error({ err, path: req.path, requestId: res.locals.requestId }, 'call failed');
  res.status(500).json({ error: { msg: 'Something happened', code: 'internal' } });
};
