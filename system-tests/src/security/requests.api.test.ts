// What the edge refuses before any call runs (issue 7 findings 3, 6 and 8): another Host, a
// state-changing call without the product's Origin or Referer, a body that is not JSON or not in a
// charset and encoding the server reads, NUL and unpaired surrogates, a top-level array, an
// out-of-range X-Min-Position; and the sign-in limit per address, and /metrics behind its token.
// Raw node:http requests, since fetch will not send another Host.
import http from 'node:http';
import { AuthPaths, Headers } from '@wb/contracts';
import { SESSION_COOKIE } from '@wb/platform';
import { CROSS_SITE_REFUSED, JSON_REQUIRED, ORIGIN_REQUIRED, WRONG_HOST } from '@wb/gateway/http/originCheck';
import { TOO_MANY_FROM_ADDRESS } from '@wb/gateway/http/loginRateLimit';
import { HttpClient } from '../testing/httpClient';
import { startTestApp, type TestApp } from '../testing/startTestApp';

const METRICS_TOKEN = 'scrape-me-if-you-can-0123';

interface Raw {
  readonly status: number;
  readonly body: { error?: { msg?: string; code?: string; fields?: Record<string, string> } } & Record<string, unknown>;
}

const parseOrText = (text: string): Raw['body'] => {
  try {
    return JSON.parse(text) as Raw['body'];
  } catch {
    return { text };
  }
};

/** One request exactly as given: headers (Host included) and raw body bytes. */
const raw = (app: TestApp, method: string, path: string, headers: Record<string, string>, body?: Buffer | string): Promise<Raw> =>
  new Promise((resolve, reject) => {
    const url = new URL(app.url);
    const req = http.request({ host: url.hostname, port: url.port, method, path, headers: { host: url.host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, body: parseOrText(text) });
      });
    });
    req.on('error', reject);
    req.end(body);
  });

let app: TestApp;
let admin: HttpClient;
let json: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp({ env: { METRICS_TOKEN } });
  admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  json = { 'content-type': 'application/json', origin: app.url, cookie: `${SESSION_COOKIE}=${admin.cookie(SESSION_COOKIE) ?? ''}` };
});
afterAll(async () => {
  await app?.stop();
});

describe('the Host', () => {
  it("must be the product's own, for reads as for writes (a DNS-rebound name reaches nothing)", async () => {
    const port = new URL(app.url).port;
    const rebound = await raw(app, 'GET', '/api/openapi.json', { host: `rebound.evil.example:${port}` });
    expect(rebound).toMatchObject({ status: 400, body: { error: { msg: WRONG_HOST, fields: { Host: expect.any(String) } } } });
    const write = await raw(app, 'POST', '/api/project/create', { ...json, host: `evil.example:${port}`, origin: `http://evil.example:${port}` }, '{"name":"Rebound"}');
    expect(write.status).toBe(400);
    expect((await raw(app, 'GET', '/api/openapi.json', {})).status).toBe(200);
  });

  it('does not apply to the health probe, which containers call by any name', async () => {
    expect((await raw(app, 'GET', '/healthz', { host: 'command-api:8080' })).status).toBe(200);
  });
});

describe('a state-changing call', () => {
  it('from another scheme of the same host is refused', async () => {
    const answer = await raw(app, 'POST', '/api/project/create', { ...json, origin: app.url.replace('http:', 'https:') }, '{"name":"Other scheme"}');
    expect(answer).toMatchObject({ status: 403, body: { error: { msg: CROSS_SITE_REFUSED } } });
  });

  it('naming neither Origin nor Referer is refused; a Referer of the product is enough', async () => {
    const { origin: _origin, ...withoutOrigin } = json;
    expect(await raw(app, 'POST', '/api/project/create', withoutOrigin, '{"name":"Anonymous origin"}')).toMatchObject({ status: 403, body: { error: { msg: ORIGIN_REQUIRED } } });
    expect((await raw(app, 'POST', '/api/project/create', { ...withoutOrigin, referer: `${app.url}/#/home` }, '{"name":"Referred here"}')).status).toBe(200);
    expect((await raw(app, 'POST', '/api/project/create', { ...withoutOrigin, referer: 'https://evil.example/' }, '{"name":"Referred away"}')).status).toBe(403);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])('with a %s body is 415', async (type) => {
    const answer = await raw(app, 'POST', '/api/project/create', { ...json, 'content-type': type }, '{"name":"Form post"}');
    expect(answer).toMatchObject({ status: 415, body: { error: { msg: JSON_REQUIRED } } });
  });

  it('in a charset or content encoding the server does not read is 415, never 500', async () => {
    expect((await raw(app, 'POST', '/api/project/create', { ...json, 'content-type': 'application/json; charset=utf-7' }, '{"name":"Seven"}')).status).toBe(415);
    expect((await raw(app, 'POST', '/api/project/create', { ...json, 'content-type': 'application/json; charset=latin1' }, '{"name":"Latin"}')).status).toBe(415);
    expect((await raw(app, 'POST', '/api/project/create', { ...json, 'content-encoding': 'compress' }, '{"name":"Squeezed"}')).status).toBe(415);
    expect((await raw(app, 'POST', '/api/project/create', { ...json, 'content-encoding': 'gzip' }, 'not gzip at all')).status).toBe(415);
  });

  it('with a NUL or an unpaired surrogate anywhere in the body, keys included, is 400 and stores nothing', async () => {
    const before = await app.lastEventPosition();
    const bodies = ['{"email":"a\\u0000@b","password":"x"}', '{"name":"x\\ud800y"}', '{"name":"ok","groups":["\\udfff"]}', '{"na\\u0000me":"ok"}'];
    for (const body of bodies) {
      const path = body.includes('email') ? AuthPaths.login : '/api/project/create';
      const answer = await raw(app, 'POST', path, json, body);
      expect({ body, status: answer.status, code: answer.body.error?.code }).toEqual({ body, status: 400, code: 'validation' });
    }
    expect(await app.lastEventPosition()).toEqual(before);
  });

  it('with a top-level array is 400', async () => {
    const answer = await raw(app, 'POST', '/api/project/create', json, '[{"name":"In a list"}]');
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'validation', fields: { _: expect.any(String) } } } });
  });
});

describe('X-Min-Position', () => {
  it.each(['9223372036854775808', '99999999999999999999', '-1', 'abc', '0x10'])('%s is 400 naming the header', async (position) => {
    const answer = await raw(app, 'POST', '/api/project/getAll', { ...json, [Headers.minPosition]: position }, '{}');
    expect(answer).toMatchObject({ status: 400, body: { error: { fields: { [Headers.minPosition]: expect.any(String) } } } });
  });

  it('the largest position PostgreSQL holds (2^63 - 1) is a position', async () => {
    const answer = await raw(app, 'POST', '/api/project/getAll', { ...json, [Headers.minPosition]: '9223372036854775807' }, '{}');
    expect(answer.status).not.toBe(400);
    expect(answer.status).toBeLessThan(500);
  });
});

describe('/metrics with METRICS_TOKEN set', () => {
  it('serves its bearer token and refuses a wrong one', async () => {
    expect((await raw(app, 'GET', '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).status).toBe(200);
    expect((await raw(app, 'GET', '/metrics', { authorization: 'Bearer not-the-token-at-all' })).status).toBe(401);
  });
});

describe('sign-in limit per address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ loginAttemptsPerAddressPerMinute: 12 });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  it('answers 429 once one address tried too many emails, even for the right password', async () => {
    const client = new HttpClient(limited.url);
    for (let i = 0; i < 12; i += 1) expect((await client.post(AuthPaths.login, { email: `sprayed${i}@example.com`, password: 'Winter2024!' })).status).toBe(401);
    const answer = await client.post(AuthPaths.login, { email: limited.adminEmail, password: limited.adminPassword });
    expect(answer.status).toBe(429);
    expect(answer.body.error).toMatchObject({ code: 'rateLimited', msg: TOO_MANY_FROM_ADDRESS });
  });
});
