// Calls whose access is an automation key (an exporter page without a session): the router checks the
// input's key against the call's scope after the schema, lets a signed-in user through only when the
// call says so, and answers every refusal alike.
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import express from 'express';
import { z } from 'zod';
import { Messages, automationKey, defineCall, type CallDef } from '@wb/contracts';
import { silentLogger } from '../logging/logger';
import { createCallRouter, type CallHandler } from './callRouter';
import { apiErrorHandler } from './errorHandler';

const input = z.object({ key: z.string().max(100).optional(), scope: z.enum(['exporter', 'credits']).optional() });
const output = z.object({ ok: z.boolean() });
const keyOnly = defineCall({ path: '/test/keyOnly', method: 'POST', kind: 'query', access: automationKey('credits', { orSignedIn: false }), input, output, summary: 'key only' });
const keyOrSession = defineCall({ path: '/test/keyOrSession', method: 'POST', kind: 'query', access: automationKey(null, { orSignedIn: true }), input, output, summary: 'key or session' });

/** Live keys and their scopes; the router's check stands in for the key store. */
const LIVE: Record<string, readonly string[]> = { 'credits-key': ['credits'], 'exporter-key': ['exporter'] };
const asked: Array<[string | undefined, string | null]> = [];

let server: http.Server;
let base = '';

beforeAll(async () => {
  const handlers = new Map<CallDef, CallHandler>([
    [keyOnly, async () => ({ body: { ok: true } })],
    [keyOrSession, async () => ({ body: { ok: true } })],
  ]);
  const app = express();
  app.use(express.json());
  // The test's session: a `user` header stands for a signed-in user's cookie.
  app.use((req, res, next) => {
    if (req.get('user')) res.locals.userID = Number(req.get('user'));
    next();
  });
  const automationKeyAllows = async (key: string | undefined, scope: string | null) => {
    asked.push([key, scope]);
    const scopes = key === undefined ? undefined : LIVE[key];
    return scopes !== undefined && (scope === null || scopes.includes(scope));
  };
  app.use('/api', createCallRouter({ calls: [keyOnly, keyOrSession], handlers, accessOf: async () => ({ grants: [], deactivated: false }), logger: silentLogger(), automationKeyAllows }));
  app.use(apiErrorHandler(silentLogger()));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const post = async (path: string, body: unknown, user?: number) => {
  const answer = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(user === undefined ? {} : { user: String(user) }) },
    body: JSON.stringify(body),
  });
  const json = (await answer.json()) as { ok?: boolean; error?: { code: string; msg: string } };
  return { status: answer.status, ok: json.ok, code: json.error?.code, msg: json.error?.msg };
};

it('answers a live key of the call scope, without a session', async () => {
  expect(await post('/test/keyOnly', { key: 'credits-key' })).toEqual({ status: 200, ok: true, code: undefined, msg: undefined });
});

it('refuses a missing, unknown or wrongly scoped key with one answer, session or not', async () => {
  const refusal = { status: 403, ok: undefined, code: 'forbidden', msg: Messages.automationKeyRefused };
  expect(await post('/test/keyOnly', {})).toEqual(refusal);
  expect(await post('/test/keyOnly', { key: 'no-such-key' })).toEqual(refusal);
  expect(await post('/test/keyOnly', { key: 'exporter-key' })).toEqual(refusal);
  // The call names its scope: the input's cannot widen it.
  expect(await post('/test/keyOnly', { key: 'exporter-key', scope: 'exporter' })).toEqual(refusal);
  expect(await post('/test/keyOnly', {}, 7)).toEqual(refusal);
});

it('lets a signed-in user through a key-or-session call without asking for a key', async () => {
  asked.length = 0;
  expect(await post('/test/keyOrSession', {}, 7)).toMatchObject({ status: 200, ok: true });
  expect(asked).toEqual([]);
});

it('takes the scope the input names on a call without its own, else any of the key', async () => {
  expect(await post('/test/keyOrSession', { key: 'exporter-key' })).toMatchObject({ status: 200 });
  expect(await post('/test/keyOrSession', { key: 'exporter-key', scope: 'exporter' })).toMatchObject({ status: 200 });
  expect(await post('/test/keyOrSession', { key: 'exporter-key', scope: 'credits' })).toMatchObject({ status: 403 });
  expect(asked.slice(-3)).toEqual([
    ['exporter-key', null],
    ['exporter-key', 'exporter'],
    ['exporter-key', 'credits'],
  ]);
});

it('checks the input first: a malformed body is 400, not a refusal', async () => {
  expect(await post('/test/keyOnly', { key: 5 })).toMatchObject({ status: 400, code: 'validation' });
});

it('will not mount a key call without a key check', () => {
  expect(() => createCallRouter({ calls: [keyOnly], handlers: new Map([[keyOnly, async () => ({ body: { ok: true } })]]), accessOf: async () => null, logger: silentLogger() })).toThrow(
    'No automation key check for /test/keyOnly',
  );
});
