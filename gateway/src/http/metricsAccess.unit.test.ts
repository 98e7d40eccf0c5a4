import type { Request, Response } from 'express';
import { ApiError } from '@wb/platform';
import { metricsAccess } from './metricsAccess';

const TOKEN = 'scrape-token-0123456789';

/** What /metrics does for a caller at `address` sending `authorization`: 'served' or the status. */
const verdict = (token: string | null, address: string, authorization?: string, options: { publicUrl?: string; headers?: Record<string, string> } = {}): 'served' | number => {
  const headers: Record<string, string | undefined> = { ...options.headers, authorization };
  const req = { socket: { remoteAddress: address }, get: (name: string) => headers[name.toLowerCase()] } as unknown as Request;
  const res = { setHeader: () => undefined } as unknown as Response;
  let result: 'served' | number = 'served';
  metricsAccess(token, options.publicUrl ?? 'http://localhost:8080')(req, res, (err?: unknown) => {
    if (err instanceof ApiError) result = err.status;
    else if (err !== undefined) throw err;
  });
  return result;
};

describe('/metrics access', () => {
  it('serves a scraper on this machine, over IPv4 and IPv6', () => {
    expect(verdict(null, '127.0.0.1')).toBe('served');
    expect(verdict(null, '::1')).toBe('served');
    expect(verdict(null, '::ffff:127.0.0.1')).toBe('served');
  });
  it('refuses any other address when no token is configured', () => {
    expect(verdict(null, '10.0.0.7')).toBe(403);
    expect(verdict(null, '::ffff:192.168.1.2')).toBe(403);
  });
  it('asks for the token from another address when one is configured, and serves it when given', () => {
    expect(verdict(TOKEN, '10.0.0.7')).toBe(401);
    expect(verdict(TOKEN, '10.0.0.7', `Bearer ${TOKEN}`)).toBe('served');
  });
  it('refuses a wrong or malformed token, even from this machine', () => {
    expect(verdict(TOKEN, '10.0.0.7', 'Bearer wrong-token-0123456789')).toBe(401);
    expect(verdict(TOKEN, '127.0.0.1', `Basic ${TOKEN}`)).toBe(401);
    expect(verdict(null, '10.0.0.7', `Bearer ${TOKEN}`)).toBe(401);
  });
  it('refuses a loopback caller that a proxy on this machine forwards', () => {
    expect(verdict(null, '127.0.0.1', undefined, { headers: { 'x-forwarded-for': '203.0.113.9' } })).toBe(403);
    expect(verdict(null, '::1', undefined, { headers: { forwarded: 'for=203.0.113.9' } })).toBe(403);
    expect(verdict(null, '127.0.0.1', undefined, { headers: { via: '1.1 nginx' } })).toBe(403);
  });
  it('asks for the token even from loopback when the product has a public address', () => {
    expect(verdict(null, '127.0.0.1', undefined, { publicUrl: 'https://studio.example.org' })).toBe(403);
    expect(verdict(TOKEN, '127.0.0.1', undefined, { publicUrl: 'https://studio.example.org' })).toBe(401);
    expect(verdict(TOKEN, '127.0.0.1', `Bearer ${TOKEN}`, { publicUrl: 'https://studio.example.org' })).toBe('served');
  });
});
