// The edge proxy against a real upstream over HTTP: bodies, headers, status and streams pass through.
import http from 'node:http';
import net from 'node:net';
import express from 'express';
import { apiErrorHandler, silentLogger } from '@wb/platform';
import { closeServer, listen } from '@wb/gateway/http/closeServer';
import { requestId } from '@wb/gateway/http/requestId';
import { proxyTo, UPSTREAM_IDLE_SOCKET_MS, UPSTREAM_UNAVAILABLE } from '@wb/gateway/edge/proxy';

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

  it('waits for an upstream slower than its idle bound: the bound is for unused connections only', async () => {
    const slow = express();
    slow.get('/api/slow', (_req, res) => void setTimeout(() => res.json({ late: true }), UPSTREAM_IDLE_SOCKET_MS + 500));
    const slowUpstream = await serve(slow);
    const front = express();
    front.use(proxyTo(slowUpstream.url));
    const slowEdge = await serve(front);
    try {
      const answer = await fetch(`${slowEdge.url}/api/slow`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ late: true });
    } finally {
      await Promise.all([slowEdge, slowUpstream].map((s) => closeServer(s.server, 10)));
    }
  }, 20_000);

  it('never sends a request on a connection the upstream is closing: it lets one go before the Keep-Alive hint runs out', async () => {
    // An upstream that says it keeps connections 2 s and treats a request on a connection idle for
    // longer than 1.5 s as arriving just as it closes it (the race of a real server's idle close): reset.
    const connections: net.Socket[] = [];
    const racing = net.createServer((socket) => {
      connections.push(socket);
      let lastAnswer = 0;
      socket.on('data', () => {
        if (lastAnswer > 0 && Date.now() - lastAnswer > 1_500) return void socket.resetAndDestroy();
        lastAnswer = Date.now();
        socket.write('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\nConnection: keep-alive\r\nKeep-Alive: timeout=2\r\n\r\n{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => racing.listen(0, '127.0.0.1', resolve));
    const front = express();
    front.use(requestId());
    front.use(proxyTo(`http://127.0.0.1:${(racing.address() as net.AddressInfo).port}`));
    front.use(apiErrorHandler(silentLogger()));
    const racingEdge = await serve(front);
    try {
      const first = await fetch(`${racingEdge.url}/api/ping`);
      expect(first.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_700));
      const second = await fetch(`${racingEdge.url}/api/ping`);
      expect({ status: second.status, body: await second.json() }).toEqual({ status: 200, body: { ok: true } });
      expect(connections).toHaveLength(2);
    } finally {
      await closeServer(racingEdge.server, 10);
      for (const socket of connections) socket.destroy();
      await new Promise((resolve) => racing.close(resolve));
    }
  }, 20_000);

  it('answers 503 with a JSON error when the upstream does not answer', async () => {
    const answer = await fetch(`${deadEdge.url}/api/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ error: { msg: UPSTREAM_UNAVAILABLE, code: 'unavailable', fields: {} } });
  });
});
