// The projectors process of the distributed mode: runs every projection and the relay to the Bus (one
// active instance of each across replicas, by the runtime's lease) and answers /healthz and /metrics.
import http from 'node:http';
import express from 'express';
import { IntegrationTopics } from '@wb/contracts';
import { answers, apiErrorHandler, createLogger, Ports, registerProjectionMetrics, registerReactorMetrics, relayReactor, startProjections, startReactors, type Config } from '@wb/platform';
import { readModelProjections } from '@wb/projectors';
import { videoMediaReactor } from '@wb/command-api';
import { openBacking } from '../backing';
import { closeServer, listen } from '../http/closeServer';
import { healthHandler } from '../http/health';
import { createHttpMetrics } from '../http/metrics';

export const startProjectorsService = async (config: Config, options: { host?: string } = {}) => {
  const logger = createLogger({ level: config.logLevel, name: 'projectors' });
  const backing = await openBacking(config, logger);
  try {
    const runner = await startProjections({ eventStore: backing.eventStore, pool: backing.pool, projections: readModelProjections(backing.searchIndex, backing.fileSearchIndex), logger });
    const reactors = await startReactors({
      eventStore: backing.eventStore,
      pool: backing.pool,
      reactors: [relayReactor(await backing.resolve(Ports.Bus), IntegrationTopics), videoMediaReactor({ eventStore: backing.eventStore, blobs: backing.blobs })],
      logger,
    }).catch(async (err: unknown) => {
      await runner.stop();
      throw err;
    });
    const metrics = createHttpMetrics('projectors');
    registerProjectionMetrics(metrics.registry, runner);
    registerReactorMetrics(metrics.registry, reactors);
    const app = express();
    app.use(metrics.middleware());
    app.get(
      '/healthz',
      healthHandler({
        eventStore: () => backing.eventStore.ping(),
        readModels: () => answers(backing.pool),
      }),
    );
    app.get('/metrics', metrics.handler());
    app.get('/status', (_req, res) => {
      res.json({ projections: runner.status(), reactors: reactors.status() });
    });
    app.use(apiErrorHandler(logger));
    const server = http.createServer(app);
    await listen(server, config.port, options.host);
    logger.info({ port: config.port }, 'projectors started');
    return {
      async stop() {
        await closeServer(server);
        await reactors.stop();
        await runner.stop();
        await backing.close();
      },
    };
  } catch (err) {
    await backing.close();
    throw err;
  }
};
