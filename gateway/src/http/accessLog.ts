// One JSON line per answered request (pino), with the fields pino-http wrote: the request (id, method,
// URL without its secrets, address), the status and the time taken. Its headers only at debug, in a
// line of their own: at info they made every line a screenful, and a terminal shows one short line. pino-http also made a
// child logger per request, serializing and redacting the request's headers when it arrived and again
// with the response's when it finished: a third of a query's CPU in the server went to that. Nothing
// here reads req.log, so the line is written once, when the answer is done.
// The line's shape is fixed here, and a credential can sit only in a request header or in the URL: the
// headers named like a secret key of the logger's redaction (in any case) are censored by exact path,
// a fraction of the cost of the logger's own redaction (every key at every depth, by wildcards); a
// URL's secrets sit inside one string, so the URL is cleaned here.
import type { NextFunction, Request, Response } from 'express';
import { REDACTED, redactPaths, redactUrl, type Logger } from '@wb/platform';

/** Probes every few seconds would drown the calls people make. */
const QUIET_PATHS = new Set(['/healthz', '/metrics']);

/** `req.headers["<name>"]` for every secret key of the logger's redaction, as written and lower-cased (Node lower-cases header names). */
export const secretHeaderPaths = (): string[] => {
  const names = redactPaths()
    .filter((path) => !path.includes('*'))
    .map((path) => path.replace(/^\["(.*)"\]$/, '$1'));
  return [...new Set(names.flatMap((name) => [name, name.toLowerCase()]))].map((name) => `req.headers["${name}"]`);
};

export const accessLog = (parent: Logger) => {
  const logger = parent.child({}, { redact: { paths: secretHeaderPaths(), censor: REDACTED } });
  return (req: Request, res: Response, next: NextFunction) => {
    if (QUIET_PATHS.has(req.url)) {
      next();
      return;
    }
    const started = Date.now();
    const done = () => {
      res.removeListener('finish', done);
      res.removeListener('close', done);
      const line = {
        req: {
          id: String(res.locals.requestId),
          method: req.method,
          url: redactUrl(req.originalUrl),
          remoteAddress: req.socket.remoteAddress,
          remotePort: req.socket.remotePort,
        },
        res: { statusCode: res.statusCode },
        responseTime: Date.now() - started,
      };
      if (logger.isLevelEnabled('debug')) logger.debug({ req: { id: line.req.id, headers: req.headers } }, 'request headers');
      // A live update stream ends this way whenever its tab closes: nothing to warn about.
      if (!res.writableFinished) logger.info(line, 'request closed before its answer ended');
      else if (res.statusCode >= 500) logger.error(line, 'request errored');
      else logger.info(line, 'request completed');
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
};
