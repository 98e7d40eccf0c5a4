// The middleware every HTTP process of ours starts with: security headers, a request id, JSON access
// logs tagged with it, request metrics, cookies and the guard of /metrics. Routes and the error handler
// come after.
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Express } from 'express';
import cookieParser from 'cookie-parser';
import { pinoHttp } from 'pino-http';
import { redactUrl, type Logger } from '@wb/platform';
import type { HttpMetrics } from './metrics';
import { metricsAccess } from './metricsAccess';
import { requestId } from './requestId';
import { securityHeaders } from './securityHeaders';

const QUIET_PATHS = new Set(['/healthz', '/metrics']);

const withoutUrlSecrets = (req: { url?: string; query?: unknown }) => {
  const { query: _query, ...rest } = req;
  return { ...rest, url: redactUrl(rest.url ?? '') };
};

export interface WebShellOptions {
  readonly publicUrl: string;
  readonly logger: Logger;
  readonly metrics: HttpMetrics;
  /** METRICS_TOKEN; without it /metrics answers loopback callers only. */
  readonly metricsToken?: string | null;
}

export const createWebShell = (options: WebShellOptions): Express => {
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders(options.publicUrl));
  app.use(requestId());
  app.use(pinoHttp({
    logger: options.logger,
    genReqId: (_req: IncomingMessage, res: ServerResponse) => String((res as express.Response).locals.requestId),
    // Probes every few seconds would drown the calls people make.
    autoLogging: { ignore: (req: IncomingMessage) => QUIET_PATHS.has(req.url ?? '') },
    // Headers are censored by the logger's redact paths; a URL's secrets (sign-on code and state,
    // access keys) sit inside one string, so the URL is cleaned and its parsed query left out.
    serializers: { req: withoutUrlSecrets },
  }));
  app.use(options.metrics.middleware());
  app.use(cookieParser());
  // Here, so that every process that serves /metrics after the shell has it guarded alike.
  app.get('/metrics', metricsAccess(options.metricsToken ?? null));
  return app;
};
