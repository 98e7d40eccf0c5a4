// The service identifiers of the composition root: one typed Symbol per port, so that resolving a port
// gives its type (`resolvePort(container, Ports.EventStore)` is an EventStore) without a cast at the
// call site. Later areas add their stores here (DocumentStore, BlobStore, Bus).
import type { Pool } from 'pg';
import type { BlobStore } from '../blobs/blobStore';
import type { Bus } from '../bus/bus';
import type { Config } from '../config/config';
import type { DocumentStore } from '../documents/documentStore';
import type { FileSearchIndex } from '../fileSearch/fileSearchIndex';
import type { EventStore } from '../eventStore/eventStore';
import type { Logger } from '../logging/logger';
import type { SearchIndex } from '../search/searchIndex';

/** A symbol that names a port and carries the type bound to it. */
export type Port<T> = symbol & { readonly __port?: T };

const port = <T>(name: string): Port<T> => Symbol.for(`wb.${name}`) as Port<T>;

/** The PostgreSQL server of the read models (and of the events, unless EVENTSTORE_URL): its URL, and
 *  how to stop it if this process started it. */
export interface DatabaseServer {
  readonly url: string;
  stop(): Promise<void>;
}

export const Ports = {
  Config: port<Config>('Config'),
  Logger: port<Logger>('Logger'),
  Database: port<DatabaseServer>('Database'),
  /** The Sql port: the read models, auth tables and projection runtime. */
  Sql: port<Pool>('Sql'),
  EventStore: port<EventStore>('EventStore'),
  SearchIndex: port<SearchIndex>('SearchIndex'),
  /** Uploaded files: DATA_DIR/blobs, or the S3-compatible store of S3_URL. */
  BlobStore: port<BlobStore>('BlobStore'),
  /** The asset library's file search (PostgreSQL, or Elasticsearch with ELASTICSEARCH_URL). */
  FileSearchIndex: port<FileSearchIndex>('FileSearchIndex'),
  /** Scene documents and the editor library: PostgreSQL jsonb, or MongoDB with MONGODB_URL. */
  DocumentStore: port<DocumentStore>('DocumentStore'),
  /** Integration events between services: in-process, in PostgreSQL with BUS=postgres, or Kafka with KAFKA_BROKERS. */
  Bus: port<Bus>('Bus'),
} as const;
