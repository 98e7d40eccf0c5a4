import type { Request, Response } from 'express';
import { ApiError } from '@wb/platform';
import { originCheck } from './originCheck';

const check = originCheck('https://studio.example.com');
const verdict = (method: string, headers: Record<string, string>): 'passed' | number => {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const req = { method, get: (name: string) => lower[name.toLowerCase()] } as unknown as Request;
  let result: 'passed' | number = 'passed';
  check(req, {} as Response, (err?: unknown) => {
    if (err instanceof ApiError) result = err.status;
  });
  return result;
};

describe('originCheck', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses %s from another site', (method) => {
    expect(verdict(method, { Origin: 'https://evil.example', Host: 'studio.example.com' })).toBe(403);
  });
  it('refuses an opaque origin (sandboxed frame, file page)', () => {
    expect(verdict('POST', { Origin: 'null', Host: 'studio.example.com' })).toBe(403);
  });
  it('refuses the public host on another scheme or port', () => {
    expect(verdict('POST', { Origin: 'http://studio.example.com', Host: 'internal:8080' })).toBe(403);
    expect(verdict('POST', { Origin: 'https://studio.example.com:8443', Host: 'internal:8080' })).toBe(403);
  });
  it('accepts the public origin, the host the request was sent to, and no Origin at all', () => {
    expect(verdict('POST', { Origin: 'https://studio.example.com', Host: 'internal:8080' })).toBe('passed');
    expect(verdict('POST', { Origin: 'http://127.0.0.1:3000', Host: '127.0.0.1:3000' })).toBe('passed');
    expect(verdict('POST', { Host: 'studio.example.com' })).toBe('passed');
  });
  it('lets reads through from anywhere', () => {
    expect(verdict('GET', { Origin: 'https://evil.example', Host: 'studio.example.com' })).toBe('passed');
  });
});
