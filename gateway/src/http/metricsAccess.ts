// /metrics shows the process's innards (routes, load, projection errors): it answers a scraper on this
// machine (loopback) or one that presents METRICS_TOKEN as a bearer token, nobody else.
import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '@wb/platform';

export const METRICS_TOKEN_REQUIRED = 'Metrics need the bearer token set in METRICS_TOKEN.';
export const METRICS_LOOPBACK_ONLY = 'Metrics answer only on this machine (set METRICS_TOKEN to scrape from elsewhere).';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** The socket's own peer, never X-Forwarded-For: a header anyone can write must not open the door. */
export const isLoopback = (address: string | undefined): boolean => address !== undefined && LOOPBACK.test(address);

const sameToken = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export const metricsAccess = (token: string | null) => (req: Request, res: Response, next: NextFunction) => {
  const authorization = req.get('Authorization');
  if (authorization !== undefined) {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
    if (token !== null && bearer !== undefined && sameToken(bearer, token)) return next();
    res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
    return next(new ApiError('unauthenticated', METRICS_TOKEN_REQUIRED));
  }
  if (isLoopback(req.socket.remoteAddress)) return next();
  if (token === null) return next(new ApiError('forbidden', METRICS_LOOPBACK_ONLY));
  res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
  return next(new ApiError('unauthenticated', METRICS_TOKEN_REQUIRED));
};
