import type { AddressInfo } from 'node:net';
import express from 'express';
import { securityHeaders } from './securityHeaders';

/** The headers of GET `path` from a bare app with the security headers in front of a few routes. */
const headersOf = async (publicUrl: string, path: string): Promise<Headers> => {
  const app = express();
  app.use(securityHeaders(publicUrl));
  app.get('/api/v1/blobs/key', (_req, res) => {
    res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
    res.send('file');
  });
  app.use((_req, res) => {
    res.send('answer');
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    await answer.text();
    return answer.headers;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
};

describe('security headers', () => {
  it('keeps API and sign-in answers out of every cache', async () => {
    for (const path of ['/api/project/getAll', '/api', '/auth/login']) {
      expect((await headersOf('http://localhost:8080', path)).get('cache-control')).toBe('no-store');
    }
  });

  it('lets a route that may be cached say so itself, and leaves the client files to their own rules', async () => {
    expect((await headersOf('http://localhost:8080', '/api/v1/blobs/key')).get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect((await headersOf('http://localhost:8080', '/')).get('cache-control')).toBeNull();
    expect((await headersOf('http://localhost:8080', '/apiary.html')).get('cache-control')).toBeNull();
  });

  it('sends HSTS and upgrades sub-resources only when the public URL is https', async () => {
    const plain = await headersOf('http://localhost:8080', '/');
    expect(plain.get('strict-transport-security')).toBeNull();
    expect(plain.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    const tls = await headersOf('https://studio.example', '/');
    expect(tls.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(tls.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});
