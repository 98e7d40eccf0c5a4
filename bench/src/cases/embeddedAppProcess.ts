// Child process entry: the whole product in its embedded composition (gateway's createApp: stores,
// projections, both APIs, sign-in in one process) on the database named by the parent. It runs in
// its own process, as `npm start` does, so that the bench's clients do not share its event loop.
import { devNull } from 'node:os';
import { createLogger, freePort, loadConfig, silentLogger } from '@wb/platform';
import { createApp } from '@wb/gateway/dist/app';
import { Client } from 'pg';
import type { AppMemory, AppReady, AppRequest, AppStatements } from './embeddedApp';

/**
 * Counts every statement the product sends (each pg query is one round trip), so the bench can say
 * how many a request costs. Wrapped here, in the bench's own process entry, never in the product.
 */
const countStatements = (): (() => number) => {
  let count = 0;
  const query = Client.prototype.query as (...args: unknown[]) => unknown;
  Client.prototype.query = function counted(this: Client, ...args: unknown[]) {
    count += 1;
    return query.apply(this, args);
  } as typeof Client.prototype.query;
  return () => count;
};

const main = async (): Promise<void> => {
  const statements = countStatements();
  const databaseUrl = process.env.BENCH_APP_DATABASE_URL;
  const adminEmail = process.env.BENCH_APP_ADMIN_EMAIL;
  const adminPassword = process.env.BENCH_APP_ADMIN_PASSWORD;
  if (!databaseUrl || !adminEmail || !adminPassword) throw new Error('BENCH_APP_* variables are missing');
  // The port is part of PUBLIC_URL (the Origin check), so it is chosen first.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_APP_DATA_DIR: where the product keeps uploaded files (a fresh folder of the upload case).
  const dataDir = process.env.BENCH_APP_DATA_DIR;
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_URL: url,
    DATABASE_URL: databaseUrl,
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
  });
  // Many clients sign in at once: the per-minute sign-in limit must not be what is measured.
  // The product's own logging (an access log line per call at info) is part of what a request costs:
  // it is written, to the null device rather than the bench's output. BENCH_APP_LOG=silent leaves it out.
  const logger = process.env.BENCH_APP_LOG === 'silent' ? silentLogger() : createLogger({ level: config.logLevel, name: 'gateway', file: devNull });
  const app = await createApp(config, { logger, host: '127.0.0.1', loginAttemptsPerMinute: 100_000, loginAttemptsPerAddressPerMinute: 100_000 });
  const stop = () => void app.stop().finally(() => process.exit(0));
  process.on('message', (message: AppRequest) => {
    if (message.type === 'stop') stop();
    else if (message.type === 'memory') {
      // After a full collection (when node runs with --expose-gc), so that a growing heap is what is still held.
      (globalThis as { gc?: () => void }).gc?.();
      const { rss, heapUsed, external } = process.memoryUsage();
      process.send?.({ type: 'memory', rss, heapUsed, external } satisfies AppMemory);
    } else process.send?.({ type: 'statements', count: statements() } satisfies AppStatements);
  });
  // The bench ended without asking (it crashed): do not stay behind holding the port and the database.
  process.on('disconnect', stop);
  process.send!({ type: 'ready', url } satisfies AppReady);
};

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
