// The middleware every HTTP process of ours starts with: security headers, a request id, JSON access
// logs tagged with it, request metrics and cookies. Routes and the error handler come after.
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Express } from 'express';
import cookieParser from 'cookie-parser';
import { pinoHttp } from 'pino-http';
import type { Logger } from '@wb/platform';
import type { HttpMetrics } from './metrics';
import { requestId } from './requestId';
import { securityHeaders } from './securityHeaders';

const QUIET_PATHS = new Set(['/healthz', '/metrics']);

export const createWebShell = (options: { publicUrl: string; logger: Logger; metrics: HttpMetrics }): Express => {
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders(options.publicUrl));
  app.use(requestId());
  app.use(pinoHttp({
    logger: options.logger,
    genReqId: (_req: IncomingMessage, res: ServerResponse) => String((res as express.Response).locals.requestId),
    // Probes every few seconds would drown the calls people make.
    autoLogging: { ignore: (req: IncomingMessage) => QUIET_PATHS.has(req.url ?? '') },
  }));
  app.use(options.metrics.middleware());
  app.use(cookieParser());
  return app;
};
