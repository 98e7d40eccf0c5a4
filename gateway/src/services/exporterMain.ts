// The exporter process of the distributed mode (SERVICE=exporter): the exporter service on the shared
// Bus (Kafka, or PostgreSQL with BUS=postgres), rendering with Debian's chromium and ffmpeg (the Dockerfile's `exporter` image) and reporting
// back through command-api's ExportReports, plus /healthz and /metrics. Run as many as wanted: the
// parts of an export spread over the consumer group. It serves no calls.
import http from 'node:http';
import path from 'node:path';
import express from 'express';
import { apiErrorHandler, createLogger, Ports, type Config } from '@wb/platform';
import { exportReports } from '@wb/command-api';
import { startExporter } from '@wb/exporter';
import { openBacking } from '../backing';
import { closeServer, listen } from '../http/closeServer';
import { healthHandler } from '../http/health';
import { createHttpMetrics } from '../http/metrics';
import { defaultClientDir } from '../http/staticClient';

export const startExporterProcess = async (config: Config, options: { host?: string; clientDir?: string } = {}) => {
  const logger = createLogger({ level: config.logLevel, name: 'exporter' });
  const backing = await openBacking(config, logger);
  try {
    const exporter = await startExporter({
      bus: await backing.resolve(Ports.Bus),
      blobs: backing.blobs,
      documents: backing.documents,
      reports: exportReports(backing.eventStore),
      logger,
      clientDir: options.clientDir ?? defaultClientDir(),
      workDir: path.join(config.dataDir, 'exporter'),
    });
    const metrics = createHttpMetrics('exporter');
    const app = express();
    app.use(metrics.middleware());
    app.get('/healthz', healthHandler({ eventStore: () => backing.eventStore.ping() }));
    app.get('/metrics', metrics.handler());
    app.use(apiErrorHandler(logger));
    const server = http.createServer(app);
    await listen(server, config.port, options.host).catch(async (err: unknown) => {
      await exporter.stop();
      throw err;
    });
    logger.info({ port: config.port }, 'exporter started');
    return {
      async stop() {
        await closeServer(server);
        // The Bus keeps the part under way for another worker: an interrupted part is not recorded as handled.
        await exporter.stop();
        await backing.close();
      },
    };
  } catch (err) {
    await backing.close();
    throw err;
  }
};
