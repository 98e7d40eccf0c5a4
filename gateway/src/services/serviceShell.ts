// What the command-API and query-API processes share: the stores, sessions, the web shell with
// /healthz and /metrics, and the routers mounted between the common guards and the error handler.
import http from 'node:http';
import type { Router } from 'express';
import { allCalls } from '@wb/contracts';
import {
  answers,
  apiErrorHandler,
  createAuthStores,
  createJsonParsePool,
  createLogger,
  inputGuard,
  jsonBodies,
  recordUnhandledRejections,
  serverErrorRecorder,
  sessionMiddleware,
  type Config,
  type Logger,
} from '@wb/platform';
import { openBacking, type Backing } from '../backing';
import { closeServer, listen } from '../http/closeServer';
import { healthHandler } from '../http/health';
import { createHttpMetrics, type HttpMetrics } from '../http/metrics';
import { apiNotFound } from '../http/notFound';
import { originCheck } from '../http/originCheck';
import { createWebShell } from '../http/webShell';

export interface ServiceParts {
  readonly logger: Logger;
  readonly backing: Backing;
  readonly metrics: HttpMetrics;
}

export interface ServiceDefinition {
  readonly name: string;
  /** Builds the routers (absolute paths) and what to stop before the stores close. */
  build(parts: ServiceParts): Promise<{ routers: Router[]; stop?: () => Promise<void> }>;
}

export const startService = async (config: Config, definition: ServiceDefinition, options: { host?: string } = {}) => {
  const logger = createLogger({ level: config.logLevel, name: definition.name });
  const backing = await openBacking(config, logger);
  const parsePool = createJsonParsePool();
  try {
    const metrics = createHttpMetrics(definition.name);
    const auth = await createAuthStores(backing.pool);
    const built = await definition.build({ logger, backing, metrics });
    const app = createWebShell({ publicUrl: config.publicUrl, logger, metrics, metricsToken: config.metricsToken });
    app.get(
      '/healthz',
      healthHandler({
        eventStore: () => backing.eventStore.ping(),
        readModels: () => answers(backing.pool),
      }),
    );
    app.get('/metrics', metrics.handler());
    app.use(originCheck(config.publicUrl));
    // The session is known before a byte of a body is read: its bound depends on it (jsonBodies.ts).
    app.use(sessionMiddleware(auth.sessions));
    app.use(jsonBodies({ calls: allCalls(), pool: parsePool }));
    app.use(inputGuard());
    for (const router of built.routers) app.use(router);
    app.use(['/api', '/auth'], apiNotFound());
    // Server errors go to the error log (docs/decisions/errorLog.md).
    const errorRecorder = serverErrorRecorder({ eventStore: backing.eventStore, source: definition.name, logger });
    const stopRecordingRejections = recordUnhandledRejections(errorRecorder, logger);
    app.use(apiErrorHandler(logger, errorRecorder));
    const server = http.createServer(app);
    await listen(server, config.port, options.host);
    logger.info({ port: config.port }, `${definition.name} started`);
    return {
      async stop() {
        await closeServer(server);
        stopRecordingRejections();
        await parsePool.close();
        await built.stop?.();
        await backing.close();
      },
    };
  } catch (err) {
    await parsePool.close();
    await backing.close();
    throw err;
  }
};
