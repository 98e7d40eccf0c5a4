// The distributed mode in one test process: projectors, command API, query API and the edge, each
// on its own port as in docker-compose.yml, over one fresh database (the PostgreSQL event store
// stands in for EventStoreDB, which is not on this machine). Calls go through the edge only.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AuthPaths, Headers } from '@wb/contracts';
import { SESSION_COOKIE } from '@wb/platform';
import { createTestDatabase, loadConfig, type TestDatabase } from '@wb/platform';
import { HttpClient } from '../testing/httpClient';
import { freePort } from '@wb/platform';
import { UPSTREAM_UNAVAILABLE } from '@wb/gateway/edge/proxy';
import { startCommandApiService } from '@wb/gateway/services/commandApiMain';
import { startEdge } from '@wb/gateway/services/edgeMain';
import { startProjectorsService } from '@wb/gateway/services/projectorsMain';
import { startQueryApiService } from '@wb/gateway/services/queryApiMain';

const ADMIN = { email: 'admin@example.com', password: 'distributed-admin-1' };

let database: TestDatabase;
/** The services' shared DATA_DIR: its blobs folder stands in for MinIO, which is not on this machine. */
let dataDir: string;
let edgeUrl: string;
const running: { stop(): Promise<void> }[] = [];
let queryApi: { stop(): Promise<void> };

beforeAll(async () => {
  database = await createTestDatabase('wbdist');
  dataDir = await mkdtemp(path.join(tmpdir(), 'wbdist-data-'));
  const [edgePort, commandPort, queryPort, projectorsPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  edgeUrl = `http://127.0.0.1:${edgePort}`;
  const config = (service: string, port: number | undefined) =>
    loadConfig({
      SERVICE: service,
      PORT: String(port),
      DATABASE_URL: database.url,
      PUBLIC_URL: edgeUrl,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      COMMAND_API_URL: `http://127.0.0.1:${commandPort}`,
      QUERY_API_URL: `http://127.0.0.1:${queryPort}`,
    });
  const host = '127.0.0.1';
  // In the order docker compose starts them (depends_on).
  running.push(await startProjectorsService(config('projectors', projectorsPort), { host }));
  running.push(await startCommandApiService(config('command-api', commandPort), { host }));
  queryApi = await startQueryApiService(config('query-api', queryPort), { host });
  running.push(queryApi);
  running.push(await startEdge(config('gateway', edgePort), { host }));
});

afterAll(async () => {
  for (const service of running.reverse()) await service.stop();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('through the edge', () => {
  it('is healthy when both APIs are', async () => {
    const answer = await new HttpClient(edgeUrl).get('/healthz');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
  });

  it('signs in, writes with the command API and reads its own write from the query API', async () => {
    const client = new HttpClient(edgeUrl);
    await client.signIn(ADMIN.email, ADMIN.password);
    const created = await client.post('/api/project/create', { name: 'Made in the distributed mode' });
    expect(created.status).toBe(200);
    const position = created.headers.get(Headers.position) ?? '';
    expect(position).toMatch(/^\d+$/);
    const listed = await client.post('/api/project/getAll', { filter: 'all' }, { [Headers.minPosition]: position });
    expect(listed.status).toBe(200);
    expect(listed.body.projects.map((p: { name: string }) => p.name)).toContain('Made in the distributed mode');
  });

  it('keeps the guards: 401 without a session, 403 from another site, 404 for an unknown call', async () => {
    const anonymous = new HttpClient(edgeUrl);
    expect((await anonymous.post('/api/project/getAll', {})).status).toBe(401);
    expect((await anonymous.post(AuthPaths.login, { email: ADMIN.email, password: ADMIN.password }, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await anonymous.post('/api/nothing/here', {})).status).toBe(404);
  });

  it('uploads through the command API, with a form and with tus, and reads the files from the query API', async () => {
    const client = new HttpClient(edgeUrl);
    await client.signIn(ADMIN.email, ADMIN.password);
    const headers = { Origin: edgeUrl, cookie: `${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE) ?? ''}` };
    const form = new FormData();
    form.append('key', 'transcript');
    form.append('file', new Blob(['# Script\n']), 'script.md');
    const uploaded = await fetch(`${edgeUrl}/api/v1/upload`, { method: 'POST', body: form, headers });
    expect(uploaded.status).toBe(200);
    const { url } = (await uploaded.json()) as { url: string };
    const read = await fetch(`${edgeUrl}${url}`, { headers });
    expect([read.status, await read.text()]).toEqual([200, '# Script\n']);

    const tus = { ...headers, 'Tus-Resumable': '1.0.0' };
    const metadata = `name ${Buffer.from('notes.txt').toString('base64')},key ${Buffer.from('asset').toString('base64')}`;
    const created = await fetch(`${edgeUrl}/api/v1/tusupload/`, { method: 'POST', headers: { ...tus, 'Upload-Length': '5', 'Upload-Metadata': metadata } });
    expect(created.status).toBe(201);
    const finished = await fetch(`${edgeUrl}${created.headers.get('location') ?? ''}`, {
      method: 'PATCH',
      headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: 'hello',
    });
    expect(finished.status).toBe(200);
    const stored = (await finished.json()) as { url: string };
    expect(await (await fetch(`${edgeUrl}${stored.url}`, { headers })).text()).toBe('hello');
  });

  it('serves the API description itself', async () => {
    const answer = await new HttpClient(edgeUrl).get('/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.paths).toHaveProperty(['/api/project/create']);
  });

  it('says so, and turns unhealthy, when the query API is down', async () => {
    await queryApi.stop();
    running.splice(running.indexOf(queryApi), 1);
    const client = new HttpClient(edgeUrl);
    await client.signIn(ADMIN.email, ADMIN.password);
    const answer = await client.post('/api/project/getAll', {});
    expect(answer.status).toBe(503);
    expect(answer.body.error.msg).toBe(UPSTREAM_UNAVAILABLE);
    const health = await client.get('/healthz');
    expect(health.status).toBe(503);
    expect(health.body.failing).toEqual(['queryApi']);
  });
});
