import type { Request, Response } from 'express';
import { silentLogger } from '../logging/logger';
import { ApiError } from './apiError';
import { apiErrorHandler, RETRY_AFTER_SECONDS, UNREADABLE_CHARSET } from './errorHandler';
import { DATABASE_UNAVAILABLE } from './databaseUnavailable';
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

  it('answers a database away, restarting or out of connections with 503 and when to try again, kept out of the error log', () => {
    const recorded: CaughtError[] = [];
    const recorder: ServerErrorRecorder = { record: async (caught) => void recorded.push(caught) };
    const away = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ];
    for (const err of away) {
      expect(answerTo(err, recorder)).toEqual({ status: 503, body: { error: { msg: DATABASE_UNAVAILABLE, code: 'unavailable' } }, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
    }
    expect(recorded).toEqual([]);
    // A fault of the statement itself stays ours: 500.
    expect(answerTo(Object.assign(new Error('syntax error at or near "SELEC"'), { code: '42601' })).status).toBe(500);
    expect(answerTo(Object.assign(new Error('duplicate key'), { code: '23505' })).status).toBe(500);
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
