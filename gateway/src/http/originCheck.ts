// Who may talk to the product, checked before any route:
// - the Host must be the product's own, so a page on a rebound DNS name (DNS rebinding) reaches
//   nothing, reads included;
// - a state-changing call must say where it comes from (Origin, or without one Referer) and that must
//   be the product's own scheme, host and port, so the SameSite cookie is not the only guard against
//   cross-site requests; browsers send Origin on every POST, other clients add it as a browser would;
// - its body, if it has one, must be JSON: a form or text/plain post is what another site can send
//   without CORS.
import type { NextFunction, Request, Response } from 'express';
import { UploadPaths } from '@wb/contracts';
import { ApiError, MediaTypeError, UNREADABLE_CHARSET } from '@wb/platform';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What the default public URL names when PUBLIC_URL is unset: any of these serves the product. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1'];

export const CROSS_SITE_REFUSED = 'This request came from another site and was refused.';
export const ORIGIN_REQUIRED = 'This request did not say which site sent it (Origin or Referer) and was refused.';
export const WRONG_HOST = 'This server does not answer for that host name.';
export const JSON_REQUIRED = 'Send the body as JSON (Content-Type: application/json).';

/** The product's origins: PUBLIC_URL's, or on loopback both names at its port and at the listening one. */
export const productOrigins = (publicUrl: string, listeningPort: number | undefined): Set<string> => {
  const base = new URL(publicUrl);
  if (!LOOPBACK_NAMES.includes(base.hostname)) return new Set([base.origin]);
  const ports = new Set([base.port, listeningPort === undefined ? '' : String(listeningPort)].filter((p) => p !== '' && p !== '0'));
  if (base.port === '') ports.add('');
  const origins = new Set<string>();
  for (const name of LOOPBACK_NAMES) for (const port of ports) origins.add(new URL(`${base.protocol}//${name}${port ? `:${port}` : ''}`).origin);
  return origins;
};

/** JSON travels in UTF-8 (RFC 8259); UTF-7 and friends would only let text slip past the checks. */
const utf8OrUnsaid = (req: Request): boolean => {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.get('Content-Type') ?? '')?.[1]?.toLowerCase();
  return charset === undefined || charset === 'utf-8' || charset === 'utf8';
};

/**
 * The upload endpoints read bodies that are not JSON: a multipart form, and tus's octet stream. Their
 * Origin is still checked like any other state-changing call's (a cross-site form post is refused).
 */
const UPLOAD_BODIES: readonly { path: RegExp; type: string }[] = [
  { path: new RegExp(`^${UploadPaths.upload}/?$`, 'i'), type: 'multipart/form-data' },
  { path: new RegExp(`^${UploadPaths.tus}(/[^/]*)?$`, 'i'), type: 'application/offset+octet-stream' },
];
const isUploadBody = (req: Request): boolean => UPLOAD_BODIES.some((u) => u.path.test(req.path) && req.is(u.type) === u.type);

const hasBody = (req: Request): boolean => req.get('Transfer-Encoding') !== undefined || (req.get('Content-Length') ?? '0') !== '0';

/** scheme://host:port of a URL as a browser writes it; 'null' (sandboxed frames, file pages) for garbage. */
const originOf = (url: string): string => {
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
};

/** Origin, else the origin of the Referer; null when neither is sent (or both are empty). */
const claimedOrigin = (req: Request): string | null => {
  const sent = req.get('Origin') || req.get('Referer');
  return sent ? originOf(sent) : null;
};

export const originCheck = (publicUrl: string) => {
  // The listening port is known only once a request arrives (PORT=0 picks a free one).
  const byPort = new Map<number | undefined, { origins: Set<string>; hosts: Set<string> }>();
  const ownOf = (port: number | undefined) => {
    let own = byPort.get(port);
    if (!own) {
      const origins = productOrigins(publicUrl, port);
      own = { origins, hosts: new Set([...origins].map((o) => new URL(o).host)) };
      byPort.set(port, own);
    }
    return own;
  };
  return (req: Request, _res: Response, next: NextFunction) => {
    const { origins, hosts } = ownOf(req.socket.localPort);
    if (!hosts.has((req.get('Host') ?? '').toLowerCase())) return next(new ApiError('validation', WRONG_HOST, { Host: 'Not a host name of this product' }));
    if (!STATE_CHANGING.has(req.method)) return next();
    const claimed = claimedOrigin(req);
    if (claimed === null) return next(new ApiError('forbidden', ORIGIN_REQUIRED));
    if (!origins.has(claimed)) return next(new ApiError('forbidden', CROSS_SITE_REFUSED));
    // A body-less call (a query whose input is optional) has nothing another site could smuggle in.
    if (isUploadBody(req)) return next();
    if (hasBody(req) && req.is('application/json') !== 'application/json') return next(new MediaTypeError(JSON_REQUIRED));
    if (hasBody(req) && !utf8OrUnsaid(req)) return next(new MediaTypeError(UNREADABLE_CHARSET));
    return next();
  };
};
