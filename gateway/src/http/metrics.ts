// /metrics for Prometheus: process defaults plus a counter and a latency histogram of HTTP calls.
// One registry per app instance, so tests that start several apps in one process do not collide.
import type { NextFunction, Request, Response } from 'express';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { ROUTE_LABEL } from '@wb/platform';

export interface HttpMetrics {
  readonly registry: Registry;
  middleware(): (req: Request, res: Response, next: NextFunction) => void;
  handler(): (req: Request, res: Response) => Promise<void>;
}

/** The matched route pattern, never the raw URL: ids in paths would make a label per request. */
const routeLabel = (req: Request, res: Response): string => {
  // The registry's calls are dispatched from one table (platform's callRouter), which names the call.
  const call: unknown = res.locals[ROUTE_LABEL];
  if (typeof call === 'string') return call;
  const route: unknown = req.route;
  if (route && typeof route === 'object' && 'path' in route && typeof route.path === 'string') return `${req.baseUrl}${route.path}`;
  return req.method === 'GET' && !req.originalUrl.startsWith('/api') ? 'static' : 'unmatched';
};

export const createHttpMetrics = (serviceName: string): HttpMetrics => {
  const registry = new Registry();
  registry.setDefaultLabels({ service: serviceName });
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  return {
    registry,
    middleware: () => (req, res, next) => {
      const end = duration.startTimer();
      res.on('finish', () => {
        const labels = { method: req.method, route: routeLabel(req, res), status: String(res.statusCode) };
        requests.inc(labels);
        end(labels);
      });
      next();
    },
    handler: () => async (_req, res) => {
      res.setHeader('Content-Type', registry.contentType);
      res.end(await registry.metrics());
    },
  };
};
