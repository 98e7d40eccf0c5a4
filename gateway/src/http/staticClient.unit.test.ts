import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import cookieParser from 'cookie-parser';
import express from 'express';
import { SESSION_COOKIE } from '@wb/platform';
import { staticClient } from './staticClient';

const BUNDLE = `console.log(${JSON.stringify('landing '.repeat(2000))});`;

const serve = async (files: Record<string, string>) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wb-client-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  const app = express();
  app.use(cookieParser());
  app.use(staticClient(dir));
  // Stands for the API behind the client's router: a streamed answer that must reach it untouched.
  app.get('/api/stream', (_req, res) => res.type('text/plain').send('x'.repeat(5000)));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get: (p: string, headers: Record<string, string> = {}) => fetch(`${url}${p}`, { headers: { 'accept-encoding': 'gzip', ...headers } }),
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};

describe('the client at /', () => {
  let client: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    client = await serve({ 'index.html': '<p>the whole app</p>', 'landing.html': '<p>the landing page</p>', 'assets/landing-1.js': BUNDLE });
  });
  afterAll(() => client.stop());

  it('gives a visitor without a session cookie the landing page', async () => {
    const answer = await client.get('/');
    expect(await answer.text()).toBe('<p>the landing page</p>');
    expect(answer.headers.get('vary')).toMatch(/Cookie/);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('gives a visitor with a session cookie the whole app, whatever other cookies they hold', async () => {
    const answer = await client.get('/', { cookie: `theme=x; ${SESSION_COOKIE}=abc123` });
    expect(await answer.text()).toBe('<p>the whole app</p>');
    expect(answer.headers.get('vary')).toMatch(/Cookie/);
    expect(await (await client.get('/', { cookie: 'theme=x' })).text()).toBe('<p>the landing page</p>');
  });

  it('compresses the bundles for a browser that accepts it, and not the API behind it', async () => {
    const bundle = await client.get('/assets/landing-1.js');
    expect(bundle.headers.get('content-encoding')).toBe('gzip');
    expect(await bundle.text()).toBe(BUNDLE);
    const plain = await client.get('/assets/landing-1.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const api = await client.get('/api/stream');
    expect(api.headers.get('content-encoding')).toBeNull();
  });
});

describe('a build with index.html alone', () => {
  it('gives everyone index.html, which shows the landing page itself', async () => {
    const client = await serve({ 'index.html': '<p>the whole app</p>' });
    try {
      expect(await (await client.get('/')).text()).toBe('<p>the whole app</p>');
    } finally {
      await client.stop();
    }
  });
});
