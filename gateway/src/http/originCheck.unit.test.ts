import type { Request, Response } from 'express';
import { ApiError, MediaTypeError } from '@wb/platform';
import { originCheck, productOrigins } from './originCheck';

const JSON_TYPE = { 'Content-Type': 'application/json', 'Content-Length': '2' };

/** What the check does with a request arriving on `port`: 'passed' or the status it refuses with. */
const verdictOf = (publicUrl: string, port: number) => {
  const check = originCheck(publicUrl);
  return (method: string, headers: Record<string, string>): 'passed' | number => {
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    const get = (name: string) => lower[name.toLowerCase()];
    const req = {
      method,
      get,
      headers: lower,
      socket: { localPort: port },
      // express's req.is, for a body that is there: the media type without its parameters.
      is: (type: string) => (get('content-type')?.split(';')[0]?.trim() === type ? type : false),
    } as unknown as Request;
    let result: 'passed' | number = 'passed';
    check(req, {} as Response, (err?: unknown) => {
      if (err instanceof ApiError || err instanceof MediaTypeError) result = err.status;
      else if (err !== undefined) throw err;
    });
    return result;
  };
};

describe('with PUBLIC_URL set', () => {
  const verdict = verdictOf('https://studio.example.com', 8080);
  const own = { Host: 'studio.example.com', Origin: 'https://studio.example.com', ...JSON_TYPE };

  it('accepts a JSON call from its own origin', () => {
    expect(verdict('POST', own)).toBe('passed');
  });
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses %s from another site, even when the Host matches it (DNS rebinding)', (method) => {
    expect(verdict(method, { ...own, Origin: 'https://evil.example' })).toBe(403);
    expect(verdictOf('https://studio.example.com', 8080)(method, { ...own, Host: 'evil.example', Origin: 'https://evil.example' })).toBe(400);
  });
  it('refuses the public host on another scheme or port, and an opaque origin', () => {
    expect(verdict('POST', { ...own, Origin: 'http://studio.example.com' })).toBe(403);
    expect(verdict('POST', { ...own, Origin: 'https://studio.example.com:8443' })).toBe(403);
    expect(verdict('POST', { ...own, Origin: 'null' })).toBe(403);
  });
  it('refuses a call that names no origin at all, and takes the Referer when Origin is missing', () => {
    const { Origin: _origin, ...withoutOrigin } = own;
    expect(verdict('POST', withoutOrigin)).toBe(403);
    expect(verdict('POST', { ...withoutOrigin, Referer: 'https://studio.example.com/#/home' })).toBe('passed');
    expect(verdict('POST', { ...withoutOrigin, Referer: 'https://evil.example/page' })).toBe(403);
  });
  it('refuses a state-changing call whose body is not JSON (a form post needs no CORS)', () => {
    expect(verdict('POST', { ...own, 'Content-Type': 'application/x-www-form-urlencoded' })).toBe(415);
    expect(verdict('POST', { ...own, 'Content-Type': 'text/plain' })).toBe(415);
  });
  it('refuses any request, reads included, sent under another host name', () => {
    expect(verdict('GET', { Host: 'localhost:8080' })).toBe(400);
    expect(verdict('GET', { Host: 'evil.example' })).toBe(400);
    expect(verdict('GET', {})).toBe(400);
  });
  it('lets reads through from anywhere on its own host', () => {
    expect(verdict('GET', { Host: 'studio.example.com', Origin: 'https://evil.example' })).toBe('passed');
  });
});

describe('with PUBLIC_URL unset (the local default)', () => {
  it('answers as localhost and 127.0.0.1 at the listening port', () => {
    expect([...productOrigins('http://localhost:8080', 8080)].sort()).toEqual(['http://127.0.0.1:8080', 'http://localhost:8080']);
    const verdict = verdictOf('http://localhost:0', 41234);
    expect(verdict('POST', { Host: '127.0.0.1:41234', Origin: 'http://127.0.0.1:41234', ...JSON_TYPE })).toBe('passed');
    expect(verdict('POST', { Host: 'localhost:41234', Origin: 'http://localhost:41234', ...JSON_TYPE })).toBe('passed');
    expect(verdict('GET', { Host: 'rebound.evil.example:41234' })).toBe(400);
    expect(verdict('POST', { Host: 'localhost:41234', Origin: 'http://localhost:9999', ...JSON_TYPE })).toBe(403);
  });
});

describe('the upload endpoints', () => {
  const check = originCheck('https://studio.example.com');
  const verdict = (method: string, path: string, type: string, origin = 'https://studio.example.com'): 'passed' | number => {
    const headers: Record<string, string> = { host: 'studio.example.com', origin, 'content-type': type, 'content-length': '100' };
    const req = {
      method,
      path,
      headers,
      get: (name: string) => headers[name.toLowerCase()],
      socket: { localPort: 8080 },
      is: (t: string) => (type.split(';')[0]?.trim() === t ? t : false),
    } as unknown as Request;
    let result: 'passed' | number = 'passed';
    check(req, {} as Response, (err?: unknown) => {
      if (err instanceof ApiError || err instanceof MediaTypeError) result = err.status;
    });
    return result;
  };

  it('take a multipart form at /api/v1/upload and tus bytes at /api/v1/tusupload/<id> from the own origin', () => {
    expect(verdict('POST', '/api/v1/upload', 'multipart/form-data; boundary=x')).toBe('passed');
    expect(verdict('PATCH', '/api/v1/tusupload/0123abcd', 'application/offset+octet-stream')).toBe('passed');
  });
  it('still refuses them from another site, and those bodies anywhere else', () => {
    expect(verdict('POST', '/api/v1/upload', 'multipart/form-data; boundary=x', 'https://evil.example')).toBe(403);
    expect(verdict('POST', '/api/project/create', 'multipart/form-data; boundary=x')).toBe(415);
    expect(verdict('PATCH', '/api/v1/upload', 'application/offset+octet-stream')).toBe(415);
  });
});
