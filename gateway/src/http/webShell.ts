// The middleware every HTTP process of ours starts with: security headers, a request id, JSON access
// logs tagged with it, request metrics, cookies and the guard of /metrics. Routes and the error handler
// come after.
import express, { type Express } from 'express';
import cookieParser from 'cookie-parser';
import type { Logger } from '@wb/platform';
import { accessLog } from './accessLog';
import type { HttpMetrics } from './metrics';
import { metricsAccess } from './metricsAccess';
import { requestId } from './requestId';
import { securityHeaders } from './securityHeaders';

export interface WebShellOptions {
  readonly publicUrl: string;
  readonly logger: Logger;
  readonly metrics: HttpMetrics;
  /** METRICS_TOKEN; without it /metrics answers loopback callers only, and only on a loopback PUBLIC_URL. */
  readonly metricsToken?: string | null;
}

export const createWebShell = (options: WebShellOptions): Express => {
  const app = express();
  app.disable('x-powered-by');
  // Express hashes every answer it sends for an ETag; the API's answers are to POSTs, which no cache
  // revalidates, and hashing a page of cards was a few percent of a query's CPU. The built client's
  // files keep theirs (express.static makes its own).
  app.disable('etag');
  app.use(securityHeaders(options.publicUrl));
  app.use(requestId());
  app.use(accessLog(options.logger));
  app.use(options.metrics.middleware());
  app.use(cookieParser());
  // Here, so that every process that serves /metrics after the shell has it guarded alike.
  app.get('/metrics', metricsAccess(options.metricsToken ?? null, options.publicUrl));
  return app;
};
