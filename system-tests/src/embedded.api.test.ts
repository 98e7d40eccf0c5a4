// `npm start` with nothing configured: the embedded PostgreSQL in DATA_DIR/pg, the first admin created
// once, the data kept across a restart, and the database server gone after stop().
import { mkdtemp, rm, chmod } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, silentLogger } from '@wb/platform';
import { createApp } from '@wb/gateway/app';
import { HttpClient } from './testing/httpClient';
import { freePort } from '@wb/platform';

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'wb-embedded-'));
  // As root the embedded server runs as the postgres user, which must be able to enter the folder.
  await chmod(dataDir, 0o755);
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

it('runs on the embedded PostgreSQL, keeps its data across a restart and stops the server with it', async () => {
  const [port, pgPort] = [await freePort(), await freePort()];
  const config = loadConfig({ PORT: String(port), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'silent' });
  const url = `http://127.0.0.1:${port}`;

  const first = await createApp(config, { logger: silentLogger(), host: '127.0.0.1' });
  expect(first.admin).toMatchObject({ email: config.adminEmail, created: true, generatedPassword: expect.any(String) });
  const password = first.admin.generatedPassword ?? '';
  const client = new HttpClient(url);
  expect((await client.get('/healthz')).status).toBe(200);
  await client.signIn(config.adminEmail, password);
  const created = await client.post('/api/project/create', { name: 'Survives restarts' });
  expect(created.status).toBe(200);
  const position = created.headers.get('X-Position') ?? '';
  await first.stop();
  expect(await accepts(pgPort)).toBe(false);
  expect(await accepts(port)).toBe(false);

  const second = await createApp(config, { logger: silentLogger(), host: '127.0.0.1' });
  try {
    expect(second.admin).toEqual({ email: config.adminEmail, created: false });
    const again = new HttpClient(url);
    await again.signIn(config.adminEmail, password);
    const found = await again.post('/api/project/searchProjects', { text: 'Survives' }, { 'X-Min-Position': position });
    expect(found.body.projects.map((p: { name: string }) => p.name)).toEqual(['Survives restarts']);
  } finally {
    await second.stop();
  }
  expect(await accepts(pgPort)).toBe(false);
}, 120_000);
