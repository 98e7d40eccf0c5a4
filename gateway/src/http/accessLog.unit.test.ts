// One line per answered request, through the product's logger (so its redaction applies), with the
// URL's secrets removed; its headers only at debug; probes and scrapes are not logged.
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Request, Response } from 'express';
import { createLogger } from '@wb/platform';
import { accessLog } from './accessLog';

const logFile = path.join(os.tmpdir(), `wb-access-${process.pid}-${Date.now()}.ndjson`);
afterAll(() => fs.rmSync(logFile, { force: true }));

const linesOf = (): Record<string, unknown>[] =>
  fs.existsSync(logFile)
    ? fs
        .readFileSync(logFile, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>)
    : [];

/** Runs one request through the middleware and ends it as `ending` says. */
const serve = (url: string, ending: 'finish' | 'close', headers: Record<string, string> = {}, level = 'info') => {
  const middleware = accessLog(createLogger({ name: 'test', file: logFile, level }));
  const res = Object.assign(new EventEmitter(), { statusCode: 200, locals: { requestId: 'req-1' }, writableFinished: ending === 'finish' });
  const req = { url, originalUrl: url, method: 'POST', headers, socket: { remoteAddress: '127.0.0.1', remotePort: 5000 } };
  let passed = false;
  middleware(req as unknown as Request, res as unknown as Response, () => {
    passed = true;
  });
  res.emit(ending);
  // A response emits close after finish: still one line.
  res.emit('close');
  return passed;
};

beforeEach(() => fs.rmSync(logFile, { force: true }));

it('writes one line with the request, status and time, and at info no headers', () => {
  expect(serve('/api/project/getAll', 'finish', { cookie: 'wb_session=secret-session', 'user-agent': 'bench' })).toBe(true);
  const lines = linesOf();
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({
    msg: 'request completed',
    req: { id: 'req-1', method: 'POST', url: '/api/project/getAll' },
    res: { statusCode: 200 },
    responseTime: expect.any(Number),
  });
  expect(lines[0]?.req).not.toHaveProperty('headers');
  expect(JSON.stringify(lines)).not.toMatch(/secret-session|bench/);
});

it('at debug, writes the headers in a line of their own, every header named like a secret censored in any case', () => {
  const headers = { cookie: 'wb_session=secret-session', authorization: 'Bearer abc-secret', 'proxy-authorization': 'Basic def-secret', sessionid: 'ghi-secret', 'x-request-id': 'r-7' };
  serve('/api/project/getAll', 'finish', headers, 'debug');
  const [headerLine, requestLine] = linesOf();
  expect(headerLine).toMatchObject({ level: 20, msg: 'request headers', req: { id: 'req-1' } });
  expect((headerLine?.req as { headers: unknown }).headers).toEqual({
    cookie: '[Redacted]',
    authorization: '[Redacted]',
    'proxy-authorization': '[Redacted]',
    sessionid: '[Redacted]',
    'x-request-id': 'r-7',
  });
  expect(requestLine).toMatchObject({ level: 30, msg: 'request completed' });
  expect(requestLine?.req).not.toHaveProperty('headers');
});

it("keeps a URL's query names but not its secrets", () => {
  serve('/auth/callback?code=sso-code-1&state=sso-state-2&next=home', 'finish');
  const [line] = linesOf();
  expect((line?.req as { url: string }).url).toBe('/auth/callback?code=%5BRedacted%5D&state=%5BRedacted%5D&next=home');
});

it('says when the answer was cut short', () => {
  serve('/api/events', 'close');
  expect(linesOf().map((l) => l.msg)).toEqual(['request closed before its answer ended']);
});

it('does not log probes and scrapes', () => {
  expect(serve('/healthz', 'finish')).toBe(true);
  serve('/metrics', 'finish');
  expect(linesOf()).toEqual([]);
});
