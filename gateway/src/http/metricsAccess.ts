// /metrics shows the process's innards (routes, load, projection errors): it answers a scraper that
// presents METRICS_TOKEN as a bearer token, or, without one, a scraper on this machine, nobody else.
// "On this machine" is the socket's loopback peer, but a reverse proxy on the same host is a loopback
// peer too and would open /metrics to the world (the hostile probe's finding): so loopback counts only
// while the product itself is served on a loopback address (PUBLIC_URL on localhost, a developer's
// machine) and the request carries no header a proxy adds. A product with a public address is scraped
// with the token.
import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '@wb/platform';

export const METRICS_TOKEN_REQUIRED = 'Metrics need the bearer token set in METRICS_TOKEN.';
export const METRICS_LOOPBACK_ONLY = 'Metrics answer only on this machine (set METRICS_TOKEN to scrape from elsewhere).';
export const METRICS_NEED_TOKEN_PUBLIC = 'This server has a public address: metrics need the bearer token set in METRICS_TOKEN.';

const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'via'];
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** The socket's own peer, never X-Forwarded-For: a header anyone can write must not open the door. */
export const isLoopback = (address: string | undefined): boolean => address !== undefined && LOOPBACK.test(address);

const sameToken = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Whether the product's public URL is a loopback address (a developer's machine, tests). */
export const servedOnLoopback = (publicUrl: string): boolean => LOOPBACK_NAMES.has(new URL(publicUrl).hostname);

const proxied = (req: Request): boolean => PROXY_HEADERS.some((name) => req.get(name) !== undefined);

export const metricsAccess = (token: string | null, publicUrl: string) => (req: Request, res: Response, next: NextFunction) => {
  const loopbackServes = servedOnLoopback(publicUrl);
  const authorization = req.get('Authorization');
  if (authorization !== undefined) {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
    if (token !== null && bearer !== undefined && sameToken(bearer, token)) return next();
    res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
    return next(new ApiError('unauthenticated', METRICS_TOKEN_REQUIRED));
  }
  if (loopbackServes && isLoopback(req.socket.remoteAddress) && !proxied(req)) return next();
  if (token === null) return next(new ApiError('forbidden', loopbackServes ? METRICS_LOOPBACK_ONLY : METRICS_NEED_TOKEN_PUBLIC));
  res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
  return next(new ApiError('unauthenticated', METRICS_TOKEN_REQUIRED));
};
