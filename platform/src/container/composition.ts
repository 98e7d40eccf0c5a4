// The composition root's container: each port bound to the adapter the validated configuration
// chooses (DESIGN.md section 3), so swapping an adapter is one binding. Only the composition root
// (gateway/) and this folder use inversify; domain code receives plain ports.
import type { Container } from 'inversify' with { 'resolution-mode': 'import' };
import type * as Inversify from 'inversify' with { 'resolution-mode': 'import' };
import type { Pool } from 'pg';
import type { Config } from '../config/config';
import type { Logger } from '../logging/logger';
import { loadEsModule } from '../modules/loadEsModule';
import { realAdapters, type Adapters, type PoolOptions } from './adapters';
import { Ports, type Port } from './ports';

// inversify is an ES module only: loaded through Node's loader, as jest cannot require it.
const loadInversify = () => loadEsModule<typeof Inversify>(require.resolve('inversify'));

/** No file search runs longer: each is bounded by construction, this guards against a plan gone wrong. */
export const FILE_SEARCH_STATEMENT_TIMEOUT_MS = 500;
export const FILE_SEARCH_SESSION_OPTIONS = '-c jit=off -c plan_cache_mode=force_generic_plan';

export interface Composition {
  readonly container: Container;
  resolve<T>(port: Port<T>): Promise<T>;
  /** Closes what was opened, the latest first: stores, then their pools, then the embedded server. */
  close(): Promise<void>;
}

export interface CompositionOptions {
  readonly logger: Logger;
  /** Where one-line notices for the operator go (where the embedded cluster lives). */
  readonly say: (line: string) => void;
  readonly adapters?: Adapters;
  /** Where relocated embedded clusters live (tests use their own). */
  readonly stateRoot?: string;
}

export const buildComposition = (config: Config, options: CompositionOptions): Composition => {
  const { Container: ContainerClass } = loadInversify();
  const adapters = options.adapters ?? realAdapters;
  const { logger } = options;
  const container = new ContainerClass({ defaultScope: 'Singleton' });
  const resolve = <T>(port: Port<T>): Promise<T> => container.getAsync<T>(port);
  const closers: { name: string; close: () => Promise<void> }[] = [];
  let closing = false;

  // An idle connection the server ends (a restart, or the embedded server stopping on the same signal as
  // this process) is an 'error' event on its pool: without a listener it would crash the process.
  const openPool = (url: string, max: number, name: string, applicationName: string, extra: Pick<PoolOptions, 'statementTimeoutMs' | 'options'> = {}): Pool => {
    const pool = adapters.pool(url, { max, applicationName, ...extra });
    pool.on('error', (err) => {
      // pool.end() resolves before its sockets are closed, so a server stopping right after may still
      // cut some: expected while closing, worth a warning at any other time.
      if (closing) logger.debug({ err: err.message, pool: name }, 'a closing database connection was cut');
      else logger.warn({ err: err.message, pool: name }, 'an idle database connection was closed');
    });
    closers.push({ name: `the ${name} pool`, close: () => pool.end() });
    return pool;
  };

  container.bind(Ports.Config).toConstantValue(config);
  container.bind(Ports.Logger).toConstantValue(logger);
  container.bind(Ports.Database).toDynamicValue(async () => {
    const server = config.databaseUrl
      ? adapters.externalDatabase(config.databaseUrl)
      : await adapters.embeddedDatabase({
          dataDir: config.dataDir,
          port: config.embeddedPgPort,
          say: options.say,
          onShared: (clusterDir) => logger.info({ clusterDir }, 'using the embedded PostgreSQL another process of ours started'),
          onStarting: (clusterDir) => logger.info({ clusterDir, port: config.embeddedPgPort }, 'starting the embedded PostgreSQL'),
          ...(options.stateRoot ? { stateRoot: options.stateRoot } : {}),
        });
    closers.push({ name: 'the database server', close: () => server.stop() });
    return server;
  });
  container.bind(Ports.Sql).toDynamicValue(async () => openPool((await resolve(Ports.Database)).url, 20, 'read models', `wb-${config.service}`));
  container.bind(Ports.EventStore).toDynamicValue(async () => {
    const store = config.eventStoreUrl
      ? await adapters.eventStoreDb(config.eventStoreUrl)
      : // Its own pool, so a burst of queries or a projection catch-up cannot starve appends.
        await adapters.postgresEventStore(openPool((await resolve(Ports.Database)).url, 10, 'events', `wb-${config.service}-events`));
    closers.push({ name: 'the event store', close: () => store.close() });
    return store;
  });
  container.bind(Ports.SearchIndex).toDynamicValue(async () => {
    const index = config.elasticsearchUrl ? adapters.elasticsearch(config.elasticsearchUrl) : adapters.postgresSearchIndex(await resolve(Ports.Sql));
    closers.push({ name: 'the search index', close: () => index.close() });
    return index;
  });
  container.bind(Ports.BlobStore).toDynamicValue(() => {
    const blobs = config.s3 ? adapters.s3Blobs(config.s3) : adapters.localBlobs(config.dataDir);
    closers.push({ name: 'the blob store', close: () => blobs.close() });
    return blobs;
  });
  container.bind(Ports.FileSearchIndex).toDynamicValue(async () => {
    const index = config.elasticsearchUrl
      ? adapters.elasticsearchFileSearch(config.elasticsearchUrl)
      : // Searches get a pool of their own: a burst of typing cannot take the read models' connections,
        // every search is bounded by a statement timeout, JIT compilation (tens of milliseconds, for
        // plans that run in one) is off, and a search's named statement is planned once per connection
        // (its plan does not depend on the words typed: the same btree walks for any).
        adapters.postgresFileSearchIndex(
          await resolve(Ports.Sql),
          openPool((await resolve(Ports.Database)).url, 10, 'file search', `wb-${config.service}-file-search`, {
            statementTimeoutMs: FILE_SEARCH_STATEMENT_TIMEOUT_MS,
            options: FILE_SEARCH_SESSION_OPTIONS,
          }),
        );
    closers.push({ name: 'the file search index', close: () => index.close() });
    return index;
  });

  container.bind(Ports.DocumentStore).toDynamicValue(async () => {
    let documents;
    if (config.mongodbUrl) {
      if (!adapters.mongoDocuments) throw new Error('MONGODB_URL is set but this build has no MongoDB document store');
      documents = await adapters.mongoDocuments(config.mongodbUrl);
    } else {
      documents = adapters.postgresDocuments(await resolve(Ports.Sql));
    }
    closers.push({ name: 'the document store', close: () => documents.close() });
    return documents;
  });

  container.bind(Ports.Bus).toDynamicValue(async () => {
    let bus;
    if (config.bus === 'kafka') bus = await adapters.kafkaBus(config.kafkaBrokers, `wb-${config.service}`);
    else if (config.bus === 'postgres')
      // A pool of its own: a subscriber holds a connection while it handles a message (an export part, seconds).
      bus = await adapters.postgresBus(openPool((await resolve(Ports.Database)).url, 10, 'bus', `wb-${config.service}-bus`), (err, context) =>
        logger.warn({ err, ...context }, 'the bus subscriber failed; it tries again'),
      );
    else bus = adapters.inProcessBus();
    closers.push({ name: 'the bus', close: () => bus.close() });
    return bus;
  });

  return {
    container,
    resolve,
    async close() {
      closing = true;
      for (const closer of closers.splice(0).reverse()) {
        await closer.close().catch((err: unknown) => logger.warn({ err }, `closing ${closer.name} failed`));
      }
    },
  };
};
