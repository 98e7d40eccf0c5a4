import type { Request, Response } from 'express';
import { silentLogger } from '../logging/logger';
import { ApiError } from './apiError';
import { apiErrorHandler, RETRY_AFTER_SECONDS, UNREADABLE_CHARSET } from './errorHandler';
import type { CaughtError, ServerErrorRecorder } from './errorCapture/serverErrors';

/** The status and body the handler answers for `err`. */
const answerTo = (err: unknown, recorder?: ServerErrorRecorder): { status: number; body: unknown; headers: Record<string, string> } => {
  const sent = { status: 0, body: undefined as unknown, headers: {} as Record<string, string> };
  const res = {
    locals: { userID: 7, requestId: 'r1' },
    status: (s: number) => ((sent.status = s), res),
    json: (b: unknown) => ((sent.body = b), res),
    setHeader: (name: string, value: string) => ((sent.headers[name] = value), res),
  } as unknown as Response;
  apiErrorHandler(silentLogger(), recorder)(err, { path: '/x' } as Request, res, () => undefined);
  return sent;
};

/** An error as http-errors (and so body-parser) makes them. */
const httpError = (status: number, props: Record<string, unknown> = {}) => Object.assign(new Error('reader'), { status, expose: status < 500, ...props });

describe('the error handler', () => {
  it('records a 500 in the error log with the path, the caller and the request, and nothing it answers 4xx', () => {
    const recorded: CaughtError[] = [];
    const recorder: ServerErrorRecorder = { record: async (caught) => void recorded.push(caught) };
    const fault = new Error('db down');
    expect(answerTo(fault, recorder).status).toBe(500);
    answerTo(new ApiError('notFound', 'Project was not found.'), recorder);
    answerTo(httpError(400), recorder);
    expect(recorded).toEqual([{ err: fault, path: '/x', userID: 7, requestId: 'r1' }]);
  });

  it('answers an ApiError with its status and body', () => {
    expect(answerTo(new ApiError('notFound', 'Project was not found.'))).toEqual({ status: 404, body: { error: { msg: 'Project was not found.', code: 'notFound', fields: {} } }, headers: {} });
  });

  it('tells a client refused as busy when to try again', () => {
    expect(answerTo(new ApiError('unavailable', 'The server is busy with other image exports. Try again in a minute.'))).toMatchObject({
      status: 503,
      headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    });
  });

  it('answers an unsupported charset or encoding with 415, never 500', () => {
    expect(answerTo(httpError(415, { type: 'charset.unsupported' }))).toMatchObject({ status: 415, body: { error: { msg: UNREADABLE_CHARSET } } });
    expect(answerTo(httpError(415, { type: 'encoding.unsupported' })).status).toBe(415);
  });

  it('answers a body that does not inflate (a 4xx of the reader without a type) with that 4xx', () => {
    expect(answerTo(httpError(400))).toMatchObject({ status: 400, body: { error: { code: 'validation' } } });
  });

  it('answers anything else with 500 Something happened, telling nothing of the cause', () => {
    expect(answerTo(new Error('relation "secrets" does not exist'))).toEqual({ status: 500, body: { error: { msg: 'Something happened', code: 'internal' } }, headers: {} });
    expect(answerTo(httpError(500)).status).toBe(500);
  });
});
