// Which adapter each port is bound to, for each configuration, checked with recording fakes: no server
// is started. Also that closing closes stores before their pools and pools before the server.
import type { Pool } from 'pg';
import type { BlobStore } from '../blobs/blobStore';
import type { Bus } from '../bus/bus';
import type { DocumentStore } from '../documents/documentStore';
import { loadConfig } from '../config/config';
import type { EventStore } from '../eventStore/eventStore';
import { silentLogger } from '../logging/logger';
import type { FileSearchIndex } from '../fileSearch/fileSearchIndex';
import type { SearchIndex } from '../search/searchIndex';
import { realAdapters, type Adapters } from './adapters';
import { buildComposition } from './composition';
import { Ports } from './ports';

const recordingAdapters = () => {
  const log: string[] = [];
  const closing = (name: string) => async () => {
    log.push(`close ${name}`);
  };
  const store = (name: string) => ({ adapter: name, close: closing(name) }) as unknown as EventStore;
  const index = (name: string) => ({ adapter: name, close: closing(name) }) as unknown as SearchIndex;
  const adapters: Adapters = {
    embeddedDatabase: async (options) => {
      log.push(`embedded ${options.dataDir} port ${options.port}`);
      return { url: 'postgres://embedded/workspace', stop: closing('embedded server') };
    },
    externalDatabase: (url) => {
      log.push(`external ${url}`);
      return { url, stop: closing('external server') };
    },
    pool: (url, { max, applicationName, statementTimeoutMs, options }) => {
      log.push(`pool ${applicationName} ${max} ${url}${statementTimeoutMs ? ` timeout ${statementTimeoutMs}` : ''}${options ? ` ${options}` : ''}`);
      return { adapter: applicationName, on: () => undefined, end: closing(`pool ${applicationName}`) } as unknown as Pool;
    },
    postgresEventStore: async (pool) => store(`postgres events on ${(pool as unknown as { adapter: string }).adapter}`),
    eventStoreDb: async (url) => store(`eventstoredb ${url}`),
    postgresSearchIndex: (pool) => index(`postgres search on ${(pool as unknown as { adapter: string }).adapter}`),
    elasticsearch: (url) => index(`elasticsearch ${url}`),
    localBlobs: (dataDir) => ({ adapter: `local blobs in ${dataDir}`, close: closing('local blobs') }) as unknown as BlobStore,
    s3Blobs: (s3) => ({ adapter: `s3 blobs ${s3.url} ${s3.bucket}`, close: closing('s3 blobs') }) as unknown as BlobStore,
    postgresFileSearchIndex: (pool, searchPool) =>
      ({
        adapter: `postgres file search writing on ${(pool as unknown as { adapter: string }).adapter}, searching on ${(searchPool as unknown as { adapter: string }).adapter}`,
        close: closing('file search'),
      }) as unknown as FileSearchIndex,
    elasticsearchFileSearch: (url) => ({ adapter: `elasticsearch file search ${url}`, close: closing('file search') }) as unknown as FileSearchIndex,
    postgresDocuments: (pool) => ({ adapter: `postgres documents on ${(pool as unknown as { adapter: string }).adapter}`, close: closing('documents') }) as unknown as DocumentStore,
    mongoDocuments: async (url) => ({ adapter: `mongodb documents ${url}`, close: closing('mongodb documents') }) as unknown as DocumentStore,
    inProcessBus: () => ({ adapter: 'in-process bus', close: closing('in-process bus') }) as unknown as Bus,
    kafkaBus: async (brokers, clientId) => ({ adapter: `kafka bus ${brokers.join(',')} as ${clientId}`, close: closing('kafka bus') }) as unknown as Bus,
    postgresBus: async (pool) => ({ adapter: `postgres bus on ${(pool as unknown as { adapter: string }).adapter}`, close: closing('postgres bus') }) as unknown as Bus,
  };
  return { adapters, log };
};

const adapterOf = (port: unknown): string => (port as { adapter: string }).adapter;

const compose = async (env: Record<string, string>) => {
  const { adapters, log } = recordingAdapters();
  const composition = buildComposition(loadConfig(env), { logger: silentLogger(), say: () => undefined, adapters });
  const ports = {
    sql: adapterOf(await composition.resolve(Ports.Sql)),
    eventStore: adapterOf(await composition.resolve(Ports.EventStore)),
    searchIndex: adapterOf(await composition.resolve(Ports.SearchIndex)),
  };
  return { composition, ports, log };
};

describe('the composition root binds each port to the adapter the configuration names', () => {
  it('with nothing set: everything in the embedded PostgreSQL of DATA_DIR', async () => {
    const { ports, log } = await compose({ DATA_DIR: '/srv/wb', EMBEDDED_PG_PORT: '54400' });
    expect(log[0]).toBe('embedded /srv/wb port 54400');
    expect(ports).toEqual({ sql: 'wb-embedded', eventStore: 'postgres events on wb-embedded-events', searchIndex: 'postgres search on wb-embedded' });
  });

  it('DATABASE_URL: that server instead of the embedded one, and no embedded server started', async () => {
    const { ports, log } = await compose({ DATABASE_URL: 'postgres://db.example/workspace' });
    expect(log.some((line) => line.startsWith('embedded'))).toBe(false);
    expect(log).toContain('pool wb-embedded 20 postgres://db.example/workspace');
    expect(log).toContain('pool wb-embedded-events 10 postgres://db.example/workspace');
    expect(ports.eventStore).toBe('postgres events on wb-embedded-events');
  });

  it('EVENTSTORE_URL: events in EventStoreDB, no events pool; read models still in PostgreSQL', async () => {
    const { ports, log } = await compose({ DATABASE_URL: 'postgres://db/workspace', EVENTSTORE_URL: 'esdb://es:2113?tls=false', SERVICE: 'projectors' });
    expect(ports).toEqual({ sql: 'wb-projectors', eventStore: 'eventstoredb esdb://es:2113?tls=false', searchIndex: 'postgres search on wb-projectors' });
    expect(log.some((line) => line.includes('-events'))).toBe(false);
  });

  it('ELASTICSEARCH_URL: the search index in Elasticsearch', async () => {
    const { ports } = await compose({ ELASTICSEARCH_URL: 'http://search:9200' });
    expect(ports.searchIndex).toBe('elasticsearch http://search:9200');
    expect(ports.eventStore).toBe('postgres events on wb-embedded-events');
  });

  it('blobs in DATA_DIR by default; S3_URL: in that S3-compatible store (bucket from S3_BUCKET)', async () => {
    const local = await compose({ DATA_DIR: '/srv/wb' });
    expect(adapterOf(await local.composition.resolve(Ports.BlobStore))).toBe('local blobs in /srv/wb');
    const s3 = await compose({ S3_URL: 'http://minio:9000', S3_BUCKET: 'media' });
    expect(adapterOf(await s3.composition.resolve(Ports.BlobStore))).toBe('s3 blobs http://minio:9000 media');
  });

  it('the file search: PostgreSQL, searching through a pool of its own with a statement timeout; Elasticsearch with ELASTICSEARCH_URL', async () => {
    const embedded = await compose({});
    expect(adapterOf(await embedded.composition.resolve(Ports.FileSearchIndex))).toBe('postgres file search writing on wb-embedded, searching on wb-embedded-file-search');
    expect(embedded.log).toContain('pool wb-embedded-file-search 10 postgres://embedded/workspace timeout 500 -c jit=off -c plan_cache_mode=force_generic_plan');
    const distributed = await compose({ ELASTICSEARCH_URL: 'http://search:9200' });
    expect(adapterOf(await distributed.composition.resolve(Ports.FileSearchIndex))).toBe('elasticsearch file search http://search:9200');
  });

  it("documents: PostgreSQL on the read models' pool by default; MONGODB_URL: MongoDB, and no PostgreSQL document store", async () => {
    const embedded = await compose({});
    expect(adapterOf(await embedded.composition.resolve(Ports.DocumentStore))).toBe('postgres documents on wb-embedded');
    const distributed = await compose({ DATABASE_URL: 'postgres://db/workspace', MONGODB_URL: 'mongodb://mongodb:27017/workspace' });
    expect(adapterOf(await distributed.composition.resolve(Ports.DocumentStore))).toBe('mongodb documents mongodb://mongodb:27017/workspace');
    distributed.log.length = 0;
    await distributed.composition.close();
    expect(distributed.log[0]).toBe('close mongodb documents');
    expect(distributed.log).not.toContain('close documents');
  });

  it('the bus: in-process by default; KAFKA_BROKERS: Kafka, with the service as its client id', async () => {
    const embedded = await compose({});
    expect(adapterOf(await embedded.composition.resolve(Ports.Bus))).toBe('in-process bus');
    const distributed = await compose({ KAFKA_BROKERS: 'kafka:9092,kafka2:9092', SERVICE: 'projectors' });
    expect(adapterOf(await distributed.composition.resolve(Ports.Bus))).toBe('kafka bus kafka:9092,kafka2:9092 as wb-projectors');
    distributed.log.length = 0;
    await distributed.composition.close();
    expect(distributed.log).toContain('close kafka bus');
  });

  it('BUS=postgres: the bus in the database, on a pool of its own, closed before that pool', async () => {
    const { composition, log } = await compose({ DATABASE_URL: 'postgres://db/workspace', BUS: 'postgres', SERVICE: 'exporter' });
    expect(adapterOf(await composition.resolve(Ports.Bus))).toBe('postgres bus on wb-exporter-bus');
    expect(log).toContain('pool wb-exporter-bus 10 postgres://db/workspace');
    log.length = 0;
    await composition.close();
    expect(log.indexOf('close postgres bus')).toBeGreaterThanOrEqual(0);
    expect(log.indexOf('close postgres bus')).toBeLessThan(log.indexOf('close pool wb-exporter-bus'));
  });

  it('MONGODB_URL with a build that has no MongoDB adapter: resolving the documents fails, naming the variable', async () => {
    const { adapters } = recordingAdapters();
    const { mongoDocuments: _left, ...withoutMongo } = adapters;
    const composition = buildComposition(loadConfig({ MONGODB_URL: 'mongodb://mongodb:27017/workspace' }), { logger: silentLogger(), say: () => undefined, adapters: withoutMongo });
    await expect(composition.resolve(Ports.DocumentStore)).rejects.toThrow('MONGODB_URL is set but this build has no MongoDB document store');
  });

  it('the real adapters bind MongoDB for MONGODB_URL', () => {
    expect(typeof realAdapters.mongoDocuments).toBe('function');
  });

  it('each port is one instance, however often resolved', async () => {
    const { composition } = await compose({});
    expect(await composition.resolve(Ports.EventStore)).toBe(await composition.resolve(Ports.EventStore));
    expect(await composition.resolve(Ports.Sql)).toBe(await composition.resolve(Ports.Sql));
  });

  it('closing closes the stores, then their pools, then stops the server this process started', async () => {
    const { composition, log } = await compose({});
    log.length = 0;
    await composition.close();
    expect(log).toEqual(['close postgres search on wb-embedded', 'close postgres events on wb-embedded-events', 'close pool wb-embedded-events', 'close pool wb-embedded', 'close embedded server']);
  });
});
