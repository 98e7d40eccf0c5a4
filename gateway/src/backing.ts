// The stores every process needs: the PostgreSQL of the read models (embedded in DATA_DIR/pg, or
// DATABASE_URL) and the event store (PostgreSQL in that same server, or EventStoreDB).
import path from 'node:path';
import { Pool } from 'pg';
import {
  ElasticsearchSearchIndex, EventStoreDbEventStore, PostgresEventStore, PostgresSearchIndex, startEmbeddedPostgres,
  type Config, type EventStore, type Logger, type SearchIndex,
} from '@wb/platform';
import { runningEmbeddedPostgresUrl } from './runningEmbeddedPostgres';

export interface Backing {
  readonly databaseUrl: string;
  /** The read models, auth tables and projection runtime. */
  readonly pool: Pool;
  readonly eventStore: EventStore;
  /** The dashboard's search: Elasticsearch when ELASTICSEARCH_URL is set, else the read-model PostgreSQL. */
  readonly searchIndex: SearchIndex;
  /** Closes the event store and pools, then stops the embedded server if this process started it. */
  close(): Promise<void>;
}

const openDatabase = async (config: Config, logger: Logger): Promise<{ url: string; stop: () => Promise<void> }> => {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined };
  const dataDir = path.resolve(config.dataDir, 'pg');
  const running = await runningEmbeddedPostgresUrl(dataDir, config.embeddedPgPort);
  if (running) {
    logger.info({ dataDir }, 'using the embedded PostgreSQL another process of ours started');
    return { url: running, stop: async () => undefined };
  }
  logger.info({ dataDir, port: config.embeddedPgPort }, 'starting the embedded PostgreSQL');
  return startEmbeddedPostgres({ dataDir, port: config.embeddedPgPort });
};

export const openBacking = async (config: Config, logger: Logger): Promise<Backing> => {
  const database = await openDatabase(config, logger);
  const pools: Pool[] = [];
  let closing = false;
  const closeAll = async () => {
    closing = true;
    await Promise.allSettled(pools.map((p) => p.end()));
    await database.stop();
  };
  // An idle connection the server ends (a restart, or the embedded server stopping on the same signal
  // as this process) is an 'error' event on its pool: without a listener it would crash the process.
  const track = (pool: Pool, name: string): Pool => {
    pool.on('error', (err) => {
      // pool.end() resolves before its sockets are closed, so a server stopping right after may still
      // cut some: expected while closing, worth a warning at any other time.
      if (closing) logger.debug({ err: err.message, pool: name }, 'a closing database connection was cut');
      else logger.warn({ err: err.message, pool: name }, 'an idle database connection was closed');
    });
    pools.push(pool);
    return pool;
  };
  try {
    const pool = track(new Pool({ connectionString: database.url, max: 20, application_name: `wb-${config.service}` }), 'read models');
    let eventStore: EventStore;
    if (config.eventStoreUrl) {
      eventStore = await EventStoreDbEventStore.connect(config.eventStoreUrl);
    } else {
      // Its own pool, so a burst of queries or a projection catch-up cannot starve appends.
      const eventPool = track(new Pool({ connectionString: database.url, max: 10, application_name: `wb-${config.service}-events` }), 'events');
      eventStore = await PostgresEventStore.create(eventPool);
    }
    const searchIndex: SearchIndex = config.elasticsearchUrl ? new ElasticsearchSearchIndex(config.elasticsearchUrl) : new PostgresSearchIndex(pool);
    return {
      databaseUrl: database.url,
      pool,
      eventStore,
      searchIndex,
      async close() {
        await eventStore.close().catch((err: unknown) => logger.warn({ err }, 'closing the event store failed'));
        await searchIndex.close().catch((err: unknown) => logger.warn({ err }, 'closing the search index failed'));
        await closeAll();
      },
    };
  } catch (err) {
    await closeAll();
    throw err;
  }
};
