// The edge proxy against a real upstream over HTTP: bodies, headers, status and streams pass through.
import http from 'node:http';
import express from 'express';
import { apiErrorHandler, silentLogger } from '@wb/platform';
import { closeServer, listen } from '@wb/gateway/http/closeServer';
import { requestId } from '@wb/gateway/http/requestId';
import { proxyTo, UPSTREAM_UNAVAILABLE } from '@wb/gateway/edge/proxy';

const serve = async (app: express.Express) => {
  const server = http.createServer(app);
  const port = await listen(server, 0, '127.0.0.1');
  return { server, url: `http://127.0.0.1:${port}` };
};

let upstream: Awaited<ReturnType<typeof serve>>;
let edge: Awaited<ReturnType<typeof serve>>;
let deadEdge: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  const up = express();
  up.post('/api/echo', express.json(), (req, res) => {
    res.status(201).setHeader('X-Position', '42');
    res.cookie('wb_session', 'abc', { httpOnly: true });
    res.json({ body: req.body, requestId: req.get('x-request-id'), cookie: req.get('cookie') ?? null, path: req.originalUrl });
  });
  up.post('/auth/login', express.json(), (req, res) => {
    res.json({ received: req.body, length: req.get('content-length') });
  });
  up.get('/api/events', (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    res.write('event: change\ndata: ["projectList"]\n\n');
  });
  upstream = await serve(up);

  const front = express();
  front.use(requestId());
  front.post('/auth/login', express.json());
  front.use(proxyTo(upstream.url));
  edge = await serve(front);

  const dead = express();
  dead.use(requestId());
  dead.use(proxyTo('http://127.0.0.1:9'));
  dead.use(apiErrorHandler(silentLogger()));
  deadEdge = await serve(dead);
});

afterAll(async () => {
  await Promise.all([edge, upstream, deadEdge].map((s) => s && closeServer(s.server, 10)));
});

describe('proxyTo', () => {
  it('forwards method, path with query, body, cookies and the request id, and answers status, headers and body', async () => {
    const answer = await fetch(`${edge.url}/api/echo?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'wb_session=s1', 'x-request-id': 'trace-1' },
      body: JSON.stringify({ name: 'Ünïcode' }),
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-position')).toBe('42');
    expect(answer.headers.getSetCookie()[0]).toMatch(/^wb_session=abc;.*HttpOnly/);
    expect(await answer.json()).toEqual({ body: { name: 'Ünïcode' }, requestId: 'trace-1', cookie: 'wb_session=s1', path: '/api/echo?x=1' });
  });

  it('sends on a body the edge already read (the sign-in, for its rate limit)', async () => {
    const body = JSON.stringify({ email: 'å@b.co', password: 'pw' });
    const answer = await fetch(`${edge.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: { email: 'å@b.co', password: 'pw' }, length: String(Buffer.byteLength(body)) });
  });

  it('streams server-sent events as they come', async () => {
    const controller = new AbortController();
    const answer = await fetch(`${edge.url}/api/events`, { signal: controller.signal });
    expect(answer.headers.get('content-type')).toBe('text/event-stream');
    const reader = answer.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('event: change');
    controller.abort();
  });

  it('answers 503 with a JSON error when the upstream does not answer', async () => {
    const answer = await fetch(`${deadEdge.url}/api/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ error: { msg: UPSTREAM_UNAVAILABLE, code: 'unavailable', fields: {} } });
  });
});
