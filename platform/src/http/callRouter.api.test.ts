// The call router finds calls in one table: it must answer the paths express's routes answered (any
// case, one trailing slash, HEAD for a GET call), pass everything else on, and name the call for /metrics.
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import express from 'express';
import { z } from 'zod';
import { defineCall, publicAccess, type CallDef } from '@wb/contracts';
import { silentLogger } from '../logging/logger';
import { notFound } from './apiError';
import { createCallRouter, ROUTE_LABEL, type CallHandler } from './callRouter';
import { apiErrorHandler } from './errorHandler';
import { JsonText } from './jsonText';

const ping = defineCall({ path: '/test/ping', method: 'POST', kind: 'query', access: publicAccess, input: z.object({}).strict().optional(), output: z.object({ pong: z.boolean() }), summary: 'ping' });
const status = defineCall({
  path: '/test/status',
  method: 'GET',
  kind: 'query',
  access: publicAccess,
  input: z.object({}).strict().optional(),
  output: z.object({ up: z.boolean() }),
  summary: 'status',
});
const missing = defineCall({ path: '/test/missing', method: 'POST', kind: 'query', access: publicAccess, input: z.object({}).strict().optional(), output: z.object({}), summary: 'missing' });
/** The read models of this test have passed position 10 and no further. */
const REACHED = 10n;

let server: http.Server;
let base = '';
const labels: string[] = [];

beforeAll(async () => {
  const handlers = new Map<CallDef, CallHandler>([
    [ping, async () => ({ body: { pong: true } })],
    [status, async () => ({ body: new JsonText<{ up: boolean }>('{"up":true}') })],
    [
      missing,
      async () => {
        throw notFound('That thing');
      },
    ],
  ]);
  const app = express();
  app.use(express.json());
  app.use((_req, res, next) => {
    res.on('finish', () => labels.push(String(res.locals[ROUTE_LABEL])));
    next();
  });
  app.use(
    '/api',
    createCallRouter({
      calls: [ping, status, missing],
      handlers,
      accessOf: async () => null,
      logger: silentLogger(),
      awaitPosition: async (minPosition) => minPosition === null || minPosition <= REACHED,
    }),
  );
  app.use((_req, res) => res.status(404).json({ passedOn: true }));
  app.use(apiErrorHandler(silentLogger()));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const call = (method: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: method === 'POST' ? '{}' : undefined });

it('answers a call at its path, in any case and with one trailing slash', async () => {
  for (const path of ['/api/test/ping', '/api/TEST/Ping', '/api/test/ping/']) {
    const answer = await call('POST', path);
    expect({ path, status: answer.status, body: await answer.json() }).toEqual({ path, status: 200, body: { pong: true } });
  }
});

it('sends an answer made as JSON text as it is, as JSON', async () => {
  const answer = await call('GET', '/api/test/status');
  expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(await answer.text()).toBe('{"up":true}');
});

it('answers HEAD for a GET call, and passes on a call sent with another method', async () => {
  expect((await call('GET', '/api/test/status')).status).toBe(200);
  expect((await call('HEAD', '/api/test/status')).status).toBe(200);
  const wrongMethod = await call('GET', '/api/test/ping');
  expect({ status: wrongMethod.status, body: await wrongMethod.json() }).toEqual({ status: 404, body: { passedOn: true } });
});

it('passes on paths that are no call', async () => {
  for (const path of ['/api/test/pin', '/api/test/ping//', '/api/test', '/test/ping']) expect((await call('POST', path)).status).toBe(404);
});

it('names the call it answered for /metrics', async () => {
  labels.length = 0;
  await call('POST', '/api/TEST/ping/');
  expect(labels).toEqual(['/api/test/ping']);
});

it('says when it answered before the read models passed X-Min-Position, on an answer and on a refusal alike', async () => {
  const reachedOf = async (path: string, minPosition?: bigint) => {
    const answer = await call('POST', path, minPosition === undefined ? {} : { 'X-Min-Position': minPosition.toString() });
    return { status: answer.status, reached: answer.headers.get('X-Position-Reached') };
  };
  expect(await reachedOf('/api/test/ping')).toEqual({ status: 200, reached: null });
  expect(await reachedOf('/api/test/ping', REACHED)).toEqual({ status: 200, reached: null });
  expect(await reachedOf('/api/test/ping', REACHED + 1n)).toEqual({ status: 200, reached: 'false' });
  expect(await reachedOf('/api/test/missing', REACHED)).toEqual({ status: 404, reached: null });
  expect(await reachedOf('/api/test/missing', REACHED + 1n)).toEqual({ status: 404, reached: 'false' });
});
