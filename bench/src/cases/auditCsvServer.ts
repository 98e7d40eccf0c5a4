// Child process entry: the query API's reports routes alone (the same router, CSV writer and audit
// reader the product mounts) on the database named by the parent, every request taken as the root
// admin's. The audit bench uses it when the product's other read models are behind the store: started,
// the product would catch them up meanwhile and measure that instead of the download.
import { apiErrorHandler, freePort, LocalBlobStore, silentLogger } from '@wb/platform';
import { reportsRouter } from '@wb/query-api/dist/reports/reportsRoute';
import express from 'express';
import { Pool } from 'pg';
import type { AppReady, AppRequest } from './embeddedApp';

const main = async (): Promise<void> => {
  const databaseUrl = process.env.BENCH_APP_DATABASE_URL;
  if (!databaseUrl) throw new Error('BENCH_APP_DATABASE_URL is missing');
  const pool = new Pool({ connectionString: databaseUrl, max: 4 });
  const app = express();
  // The session the product's gateway would have found: the root admin's.
  app.use((_req, res, next) => {
    res.locals.userID = 1;
    next();
  });
  app.use(
    '/api',
    reportsRouter(pool, new LocalBlobStore('/nonexistent'), async () => ({ grants: ['root'], deactivated: false })),
  );
  app.use(apiErrorHandler(silentLogger()));
  const port = await freePort();
  const server = app.listen(port, '127.0.0.1', () => process.send?.({ type: 'ready', url: `http://127.0.0.1:${port}` } satisfies AppReady));
  const stop = () => server.close(() => void pool.end().finally(() => process.exit(0)));
  process.on('message', (message: AppRequest) => {
    if (message.type === 'stop') stop();
  });
  process.on('disconnect', stop);
};

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
