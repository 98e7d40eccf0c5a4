// Forwards one request to an upstream service with node's http and streams the answer back
// (server-sent events included). A body already parsed here (the sign-in, read for its rate limit)
// is sent on as JSON; any other body is piped untouched.
import http from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { Headers } from '@wb/contracts';
import { ApiError } from '@wb/platform';

// Hop-by-hop headers describe one connection, never the request (RFC 9110 section 7.6.1).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

const forwardableHeaders = (headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name, value]) => value !== undefined && !HOP_BY_HOP.has(name.toLowerCase())));

export const UPSTREAM_UNAVAILABLE = 'The service is not answering. Try again in a moment.';

/**
 * How long a connection to an upstream may sit unused before the edge closes it: under the 5 s after
 * which node's servers close one. Without a timeout of its own, node's agent ignores the upstream's
 * Keep-Alive hint and keeps the connection forever, so a request could be written just as the upstream
 * closed it and fail with ECONNRESET: a 503 to the user, the likely cause of three among 100 concurrent
 * commands in the fault suite (docs/decisions/faults.md). With one, the agent also honours a shorter
 * hint, less a second.
 */
export const UPSTREAM_IDLE_SOCKET_MS = 4_000;

const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: UPSTREAM_IDLE_SOCKET_MS });

export const proxyTo = (upstream: string) => {
  const base = new URL(upstream);
  return (req: Request, res: Response, next: NextFunction) => {
    const headers = forwardableHeaders(req.headers);
    headers[Headers.requestId.toLowerCase()] = String(res.locals.requestId);
    headers['x-forwarded-for'] = [req.get('x-forwarded-for'), req.socket.remoteAddress].filter(Boolean).join(', ');
    headers['x-forwarded-proto'] = req.protocol;
    const parsedBody: unknown = req.body;
    const body = parsedBody !== undefined && req.readableEnded ? Buffer.from(JSON.stringify(parsedBody)) : null;
    if (body) {
      headers['content-length'] = String(body.length);
      headers['content-type'] = 'application/json';
    }
    const outgoing = http.request(
      {
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port,
        agent,
        method: req.method,
        path: req.originalUrl,
        headers,
      },
      (answer) => {
        res.status(answer.statusCode ?? 502);
        for (const [name, value] of Object.entries(forwardableHeaders(answer.headers))) if (value !== undefined) res.setHeader(name, value);
        answer.pipe(res);
        // The browser went away (a closed SSE tab): stop reading from upstream too.
        res.on('close', () => answer.destroy());
      },
    );
    outgoing.on('error', (err) => {
      if (res.headersSent) {
        res.destroy(err);
        return;
      }
      next(new ApiError('unavailable', UPSTREAM_UNAVAILABLE));
    });
    if (body) outgoing.end(body);
    else req.pipe(outgoing);
  };
};
