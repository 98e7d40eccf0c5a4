// The gateway over HTTP: what an operator and a browser notice of it (health, metrics, API
// description, security guards, sign-in cookie, read-your-writes, unknown paths).
import { API_PREFIX, AdminCalls, AuthPaths, Headers, Messages, allCalls } from '@wb/contracts';
import { SESSION_COOKIE } from '@wb/platform';
import { Pool } from 'pg';
import { SSO_NOT_CONFIGURED } from '@wb/gateway/auth/oidc';
import { CROSS_SITE_REFUSED, ORIGIN_REQUIRED } from '@wb/gateway/http/originCheck';
import { TOO_MANY_ATTEMPTS } from '@wb/gateway/http/loginRateLimit';
import { HttpClient } from './testing/httpClient';
import { startTestApp, type TestApp } from './testing/startTestApp';

let app: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  app = await startTestApp();
  admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
});

afterAll(async () => {
  await app?.stop();
});

describe('operations', () => {
  it('answers /healthz with ok when the event store and read models answer', async () => {
    const answer = await new HttpClient(app.url).get('/healthz');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
  });

  it('exposes process, HTTP and projection metrics as Prometheus text', async () => {
    await new HttpClient(app.url).get('/healthz');
    const answer = await new HttpClient(app.url).get('/metrics');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    expect(answer.text).toMatch(/^process_cpu_user_seconds_total/m);
    expect(answer.text).toMatch(/^http_requests_total\{.*route="\/healthz".*\} \d+/m);
    expect(answer.text).toMatch(/^http_request_duration_seconds_bucket\{/m);
    expect(answer.text).toMatch(/^projection_lag_events\{.*projection="/m);
  });

  it('runs the relay to the Bus: the admin console lists it as a reactor, and /metrics reports it', async () => {
    const readModels = await admin.post(`${API_PREFIX}${AdminCalls.getReadModels.path}`, {});
    expect(readModels.status).toBe(200);
    expect(readModels.body.readModels).toContainEqual(expect.objectContaining({ name: 'relay', kind: 'reactor', version: null, parked: 0 }));
    expect(readModels.body.readModels).toContainEqual(expect.objectContaining({ name: 'projectList', kind: 'projection' }));
    const metrics = await new HttpClient(app.url).get('/metrics');
    expect(metrics.text).toMatch(/^reactor_lag_events\{.*reactor="relay".*\} \d+/m);
  });

  it('tags every answer with a request id, keeping a sensible one the caller sent', async () => {
    const fresh = await new HttpClient(app.url).get('/healthz');
    expect(fresh.headers.get(Headers.requestId)).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await new HttpClient(app.url).get('/healthz', { [Headers.requestId]: 'trace-42' });
    expect(kept.headers.get(Headers.requestId)).toBe('trace-42');
    const replaced = await new HttpClient(app.url).get('/healthz', { [Headers.requestId]: 'bad id with spaces' });
    expect(replaced.headers.get(Headers.requestId)).not.toBe('bad id with spaces');
  });
});

describe('API description', () => {
  it('lists every path of the registry in /api/openapi.json (OpenAPI 3.1)', async () => {
    const answer = await new HttpClient(app.url).get('/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.0');
    const paths = Object.keys(answer.body.paths);
    for (const call of allCalls()) {
      expect(paths).toContain(`${API_PREFIX}${call.path}`);
      expect(answer.body.paths[`${API_PREFIX}${call.path}`]).toHaveProperty(call.method.toLowerCase());
    }
    expect(paths).toContain(AuthPaths.login);
  });

  it('serves a browsable page at /api/docs', async () => {
    const answer = await new HttpClient(app.url).get('/api/docs/');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('swagger-ui');
  });
});

describe('errors', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const answer = await admin.post('/api/project/noSuchCall', {});
    expect(answer.status).toBe(404);
    expect(answer.body.error).toMatchObject({ code: 'notFound', msg: expect.stringContaining('/api/project/noSuchCall') });
  });

  it('answers a bad body with 400 naming the field and the reason', async () => {
    const answer = await admin.post('/api/project/create', { name: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('validation');
    expect(answer.body.error.fields).toEqual({ name: 'Name is required' });
  });

  it('answers a body that is not JSON with 400', async () => {
    const answer = await admin.post('/api/project/create', '{"name": ');
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('validation');
  });

  it('lists no sign-on connection when single sign-on is not configured', async () => {
    const answer = await new HttpClient(app.url).get(AuthPaths.connections);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ connections: [] });
  });

  it('lists the configured sign-on connection for the login page', async () => {
    const withSso = await startTestApp({
      env: { OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_ID: 'studio', OIDC_CLIENT_SECRET: 'secret', OIDC_CONNECTION: 'google' },
    });
    try {
      const answer = await new HttpClient(withSso.url).get(AuthPaths.connections);
      expect(answer.body).toEqual({ connections: [{ name: 'google', label: 'Google' }] });
    } finally {
      await withSso.stop();
    }
  });

  it('refuses single sign-on when it is not configured', async () => {
    const answer = await new HttpClient(app.url).get(`${AuthPaths.initialize}?connection=google`);
    expect(answer.status).toBe(404);
    expect(answer.body.error.msg).toBe(SSO_NOT_CONFIGURED);
  });
});

describe('web page', () => {
  it('serves the client (or says plainly that it is not built) with a content security policy', async () => {
    const answer = await new HttpClient(app.url).get('/');
    expect([200, 503]).toContain(answer.status);
    expect(answer.headers.get('content-type')).toContain('text/html');
    if (answer.status === 503) expect(answer.text).toContain('The web client is not built');
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('sign-in', () => {
  it('sets an HttpOnly, SameSite session cookie for the whole site', async () => {
    const answer = await new HttpClient(app.url).post(AuthPaths.login, { email: app.adminEmail, password: app.adminPassword });
    expect(answer.status).toBe(200);
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const answer = await new HttpClient(app.url).post(AuthPaths.login, { email: app.adminEmail, password: 'not the password' });
    expect(answer.status).toBe(401);
    expect(answer.body.error.msg).toBe(Messages.wrongCredentials);
  });

  it('ends the session on logout', async () => {
    const client = new HttpClient(app.url);
    await client.signIn(app.adminEmail, app.adminPassword);
    const session = client.cookie(SESSION_COOKIE) ?? '';
    expect((await client.post('/api/project/getAll', {})).status).toBe(200);
    expect((await client.post(AuthPaths.logout)).status).toBe(200);
    expect((await client.post('/api/project/getAll', {})).status).toBe(401);
    // The old cookie, replayed, opens nothing either.
    const replayed = await new HttpClient(app.url).post('/api/project/getAll', {}, { cookie: `${SESSION_COOKIE}=${session}` });
    expect(replayed.status).toBe(401);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing call whose Origin is another site', async () => {
    const answer = await admin.post('/api/project/create', { name: 'Cross-site' }, { Origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatchObject({ code: 'forbidden', msg: CROSS_SITE_REFUSED });
    const projects = await admin.post('/api/project/searchProjects', { text: 'Cross-site' });
    expect(projects.body.projects).toEqual([]);
  });

  it('refuses a sign-in posted from another site', async () => {
    const answer = await new HttpClient(app.url).post(AuthPaths.login, { email: app.adminEmail, password: app.adminPassword }, { Origin: 'null' });
    expect(answer.status).toBe(403);
  });

  it('accepts calls from its own origin, or without one from a page of its own (Referer)', async () => {
    const own = await admin.post('/api/project/create', { name: 'Same-site' }, { Origin: app.url });
    expect(own.status).toBe(200);
    const referred = await admin.post('/api/project/create', { name: 'Referred' }, { Origin: '', Referer: `${app.url}/#/home` });
    expect(referred.status).toBe(200);
  });

  it('refuses a state-changing call that names neither Origin nor Referer', async () => {
    const none = await admin.post('/api/project/create', { name: 'No origin' }, { Origin: '' });
    expect(none.status).toBe(403);
    expect(none.body.error).toMatchObject({ code: 'forbidden', msg: ORIGIN_REQUIRED });
  });
});

describe('read your writes', () => {
  it('shows a project created a moment ago to a query that sends the X-Position back', async () => {
    const created = await admin.post('/api/project/create', { name: 'Fresh off the press' });
    expect(created.status).toBe(200);
    const position = created.headers.get(Headers.position);
    expect(position).toMatch(/^\d+$/);
    const listed = await admin.post('/api/project/getAll', { filter: 'all', count: 100 }, { [Headers.minPosition]: position ?? '' });
    expect(listed.status).toBe(200);
    expect(listed.body.projects.map((p: { projectID: string }) => p.projectID)).toContain(created.body.project.projectID);
    expect(listed.headers.get(Headers.positionReached)).toBeNull();
  });

  it('says so when its bound passed before the read models reached the position asked for', async () => {
    const created = await admin.post('/api/project/create', { name: 'Ahead of the read models' });
    const unwritten = (BigInt(created.headers.get(Headers.position) ?? '0') + 1_000_000n).toString();
    const listed = await admin.post('/api/project/getAll', { filter: 'all', count: 100 }, { [Headers.minPosition]: unwritten });
    expect({ status: listed.status, reached: listed.headers.get(Headers.positionReached) }).toEqual({ status: 200, reached: 'false' });
  });
});

describe('read your writes without the header', () => {
  it('shows a project created a moment ago to the next query, even one that names no position', async () => {
    for (let i = 0; i < 20; i++) {
      const created = await admin.post('/api/project/create', { name: `Straight after ${i}`, groups: [] });
      expect(created.status).toBe(200);
      const listed = await admin.post('/api/project/getProjectByProjectID', { projectID: created.body.project.projectID });
      expect(listed.status).toBe(200);
      expect(listed.body.project.name).toBe(`Straight after ${i}`);
    }
  });
});

describe('positions', () => {
  it('answers X-Position on a command that changed nothing, no lower than the change before it', async () => {
    const user = { userID: 4242, email: 'repeat@example.com', givenName: 'Re', familyName: 'Peat', password: 'a long password 1' };
    expect((await admin.post('/api/admin/addUser', user)).status).toBe(200);
    const first = await admin.post('/api/admin/addGrants', { userID: 4242, grants: ['content.projects-view'] });
    const again = await admin.post('/api/admin/addGrants', { userID: 4242, grants: ['content.projects-view'] });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    const [p1, p2] = [first, again].map((a) => a.headers.get(Headers.position));
    expect(p1).toMatch(/^\d+$/);
    expect(p2).toMatch(/^\d+$/);
    expect(BigInt(p2 ?? '0')).toBeGreaterThanOrEqual(BigInt(p1 ?? '0'));
  });
});

describe('tracing', () => {
  it('stores the request id as the correlation id of the events that request appended', async () => {
    const created = await admin.post('/api/project/create', { name: 'Traced project', groups: [] }, { [Headers.requestId]: 'trace-create-7' });
    expect(created.status).toBe(200);
    const pool = new Pool({ connectionString: app.databaseUrl, max: 1 });
    try {
      const { rows } = await pool.query("SELECT metadata->>'correlationId' AS correlation FROM events WHERE data->>'projectID' = $1", [created.body.project.projectID]);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((r) => r.correlation)).toEqual(rows.map(() => 'trace-create-7'));
    } finally {
      await pool.end();
    }
  });
});

describe('sign-in rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ loginAttemptsPerMinute: 10 });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  it('answers 429 after 10 attempts a minute for one address and email, and not for another email', async () => {
    const client = new HttpClient(limited.url);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await client.post(AuthPaths.login, { email: 'victim@example.com', password: `guess-${i}` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const last = await client.post(AuthPaths.login, { email: 'victim@example.com', password: limited.adminPassword });
    expect(last.status).toBe(429);
    expect(last.body.error).toMatchObject({ code: 'rateLimited', msg: TOO_MANY_ATTEMPTS });
    expect(statuses[10]).toBe(429);
    await client.signIn(limited.adminEmail, limited.adminPassword);
  });
});
