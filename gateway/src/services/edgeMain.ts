// The edge of the distributed mode: the built client, the API description, /metrics and /healthz of
// its own, and every call proxied to the command or query API by the registry's kind. It holds no
// state and opens no database.
import http from 'node:http';
import express from 'express';
import { apiErrorHandler, createLogger, type Config } from '@wb/platform';
import { proxyTo } from '../edge/proxy';
import { buildRouteTable, upstreamOf } from '../edge/routeTable';
import { apiDocs } from '../http/apiDocs';
import { closeServer, listen } from '../http/closeServer';
import { healthHandler } from '../http/health';
import { mountRateLimits } from '../http/rateLimits';
import { createHttpMetrics } from '../http/metrics';
import { apiNotFound } from '../http/notFound';
import { readYourWrites } from '../http/readYourWrites';
import { originCheck } from '../http/originCheck';
import { staticClient } from '../http/staticClient';
import { createWebShell } from '../http/webShell';

const upstreamHealthy = (base: string) => async (): Promise<boolean> => {
  const answer = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(1500) });
  return answer.ok;
};

export const startEdge = async (config: Config, options: { clientDir?: string; host?: string } = {}) => {
  const logger = createLogger({ level: config.logLevel, name: 'edge' });
  const metrics = createHttpMetrics('edge');
  const routes = buildRouteTable();
  const upstreams = { command: proxyTo(config.commandApiUrl), query: proxyTo(config.queryApiUrl) };

  const app = createWebShell({ publicUrl: config.publicUrl, logger, metrics, metricsToken: config.metricsToken });
  app.get('/healthz', healthHandler({ commandApi: upstreamHealthy(config.commandApiUrl), queryApi: upstreamHealthy(config.queryApiUrl) }));
  app.get('/metrics', metrics.handler());
  app.use(staticClient(options.clientDir));
  app.use(originCheck(config.publicUrl));
  app.use(apiDocs(config.publicUrl));
  // The rate limit keys on the email, so the sign-in body is read here (and sent on as JSON).
  mountRateLimits(app, {}, [express.json({ limit: '16kb' })]);
  app.use('/api', readYourWrites());
  app.use((req, res, next) => {
    const upstream = upstreamOf(routes, req.method, req.path);
    if (upstream) upstreams[upstream](req, res, next);
    else next();
  });
  app.use(['/api', '/auth'], apiNotFound());
  app.use(apiErrorHandler(logger));

  const server = http.createServer(app);
  await listen(server, config.port, options.host);
  logger.info({ port: config.port, commandApi: config.commandApiUrl, queryApi: config.queryApiUrl }, 'edge started');
  return { stop: () => closeServer(server) };
};
