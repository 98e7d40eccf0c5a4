// A state-changing call sent by another site's page carries that site's Origin: refuse it, so the
// SameSite cookie is not the only guard against cross-site requests. Callers without an Origin
// (curl, server-to-server) are not browsers acting for someone else and pass.
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '@wb/platform';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_REFUSED = 'This request came from another site and was refused.';

export const originCheck = (publicUrl: string) => {
  const publicOrigin = new URL(publicUrl).origin;
  return (req: Request, _res: Response, next: NextFunction) => {
    const origin = req.get('Origin');
    if (!STATE_CHANGING.has(req.method) || origin === undefined) return next();
    if (origin === publicOrigin || sameHost(origin, req.get('Host'))) return next();
    next(new ApiError('forbidden', CROSS_SITE_REFUSED));
  };
};

const sameHost = (origin: string, host: string | undefined): boolean => {
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    // 'null' (sandboxed frames, file://) and garbage are not our host.
    return false;
  }
};
