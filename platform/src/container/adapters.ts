// The adapters a port can be bound to, as factories: the container picks one per port from the
// configuration. Tests hand the container fakes to check the choice without starting any server.
import path from 'node:path';
import { Pool } from 'pg';
import type { BlobStore } from '../blobs/blobStore';
import type { Bus } from '../bus/bus';
import { InProcessBus } from '../bus/inProcess/inProcessBus';
import { KafkaBus } from '../bus/kafka/kafkaBus';
import { PostgresBus } from '../bus/postgres/postgresBus';
import { LocalBlobStore } from '../blobs/local/localBlobStore';
import { S3BlobStore } from '../blobs/s3/s3BlobStore';
import type { S3Config } from '../config/config';
import { EventStoreDbEventStore } from '../eventStore/eventStoreDb/eventStoreDbEventStore';
import type { EventStore } from '../eventStore/eventStore';
import type { DocumentStore } from '../documents/documentStore';
import { MongoDocumentStore } from '../documents/mongo/mongoDocumentStore';
import { PostgresDocumentStore } from '../documents/postgres/postgresDocumentStore';
import { ElasticsearchFileSearchIndex } from '../fileSearch/elasticsearch/elasticsearchFileSearchIndex';
import type { FileSearchIndex } from '../fileSearch/fileSearchIndex';
import { PostgresFileSearchIndex } from '../fileSearch/postgres/postgresFileSearchIndex';
import { PostgresEventStore } from '../eventStore/postgres/postgresEventStore';
import { ElasticsearchSearchIndex } from '../search/elasticsearch/elasticsearchSearchIndex';
import { PostgresSearchIndex } from '../search/postgres/postgresSearchIndex';
import type { SearchIndex } from '../search/searchIndex';
import { openEmbeddedDatabase, type EmbeddedDatabaseOptions } from '../sql/embeddedDatabase';
import type { DatabaseServer } from './ports';

export interface PoolOptions {
  readonly max: number;
  readonly applicationName: string;
  /** A bound on every statement of the pool's sessions (the file search's own pool has one). */
  readonly statementTimeoutMs?: number;
  /** Server settings for the pool's sessions (`-c jit=off`). */
  readonly options?: string;
}

export interface Adapters {
  embeddedDatabase(options: EmbeddedDatabaseOptions): Promise<DatabaseServer>;
  externalDatabase(url: string): DatabaseServer;
  pool(url: string, options: PoolOptions): Pool;
  postgresEventStore(pool: Pool): Promise<EventStore>;
  eventStoreDb(url: string): Promise<EventStore>;
  postgresSearchIndex(pool: Pool): SearchIndex;
  elasticsearch(url: string): SearchIndex;
  localBlobs(dataDir: string): BlobStore;
  s3Blobs(s3: S3Config): BlobStore;
  /** Writes through `pool`, searches through `searchPool`. */
  postgresFileSearchIndex(pool: Pool, searchPool: Pool): FileSearchIndex;
  elasticsearchFileSearch(url: string): FileSearchIndex;
  postgresDocuments(pool: Pool): DocumentStore;
  /** The MongoDB adapter, connected and answering (a server that does not answer stops the start).
   *  Optional so a build or a test without it refuses MONGODB_URL at the start instead. */
  mongoDocuments?(url: string): Promise<DocumentStore>;
  inProcessBus(): Bus;
  /** Connected to the brokers (none answering stops the start). */
  kafkaBus(brokers: readonly string[], clientId: string): Promise<Bus>;
  /** The Bus in the database's wb_bus schema, made if missing; `onError` hears of failed handlings. */
  postgresBus(pool: Pool, onError: (err: unknown, context: Record<string, unknown>) => void): Promise<Bus>;
}

export const realAdapters: Adapters = {
  embeddedDatabase: openEmbeddedDatabase,
  externalDatabase: (url) => ({ url, stop: async () => undefined }),
  pool: (url, { max, applicationName, statementTimeoutMs, options }) =>
    new Pool({
      connectionString: url,
      max,
      application_name: applicationName,
      ...(statementTimeoutMs === undefined ? {} : { statement_timeout: statementTimeoutMs }),
      ...(options === undefined ? {} : { options }),
    }),
  postgresEventStore: (pool) => PostgresEventStore.create(pool),
  eventStoreDb: (url) => EventStoreDbEventStore.connect(url),
  postgresSearchIndex: (pool) => new PostgresSearchIndex(pool),
  elasticsearch: (url) => new ElasticsearchSearchIndex(url),
  localBlobs: (dataDir) => new LocalBlobStore(path.join(dataDir, 'blobs')),
  s3Blobs: (s3) => new S3BlobStore(s3),
  postgresFileSearchIndex: (pool, searchPool) => new PostgresFileSearchIndex(pool, { searchPool }),
  elasticsearchFileSearch: (url) => new ElasticsearchFileSearchIndex(url),
  postgresDocuments: (pool) => new PostgresDocumentStore(pool),
  mongoDocuments: (url) => MongoDocumentStore.connect(url, { appName: 'wb-documents' }),
  inProcessBus: () => new InProcessBus(),
  kafkaBus: (brokers, clientId) => KafkaBus.connect(brokers, clientId),
  postgresBus: (pool, onError) => PostgresBus.create(pool, { onError }),
};
