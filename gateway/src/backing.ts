// The stores every process needs, resolved from the composition root's container (platform's
// buildComposition): the PostgreSQL of the read models (embedded, or DATABASE_URL), the event store
// (PostgreSQL in that same server, or EventStoreDB) and the search index (PostgreSQL or Elasticsearch).
import {
  buildComposition,
  Ports,
  type BlobStore,
  type Composition,
  type DocumentStore,
  type Config,
  type EventStore,
  type FileSearchIndex,
  type Logger,
  type Pool,
  type SearchIndex,
} from '@wb/platform';

export interface Backing {
  readonly databaseUrl: string;
  /** The read models, auth tables and projection runtime. */
  readonly pool: Pool;
  readonly eventStore: EventStore;
  /** The dashboard's search: Elasticsearch when ELASTICSEARCH_URL is set, else the read-model PostgreSQL. */
  readonly searchIndex: SearchIndex;
  /** Uploaded files: DATA_DIR/blobs, or the S3-compatible store of S3_URL. */
  readonly blobs: BlobStore;
  /** The asset library's file search: Elasticsearch when ELASTICSEARCH_URL is set, else PostgreSQL. */
  readonly fileSearchIndex: FileSearchIndex;
  /** Scene documents and the editor library: PostgreSQL jsonb, or MongoDB with MONGODB_URL. */
  readonly documents: DocumentStore;
  /** Every port, for the stores of later areas: `backing.resolve(Ports.X)`. */
  readonly resolve: Composition['resolve'];
  /** Closes the event store and pools, then stops the embedded server if this process started it. */
  close(): Promise<void>;
}

export const openBacking = async (config: Config, logger: Logger): Promise<Backing> => {
  // The one line that says where the embedded cluster lives, when not under DATA_DIR, is for the
  // operator reading the terminal, not for the JSON log.
  const composition = buildComposition(config, { logger, say: (line) => console.log(line) });
  try {
    const database = await composition.resolve(Ports.Database);
    const pool = await composition.resolve(Ports.Sql);
    const eventStore = await composition.resolve(Ports.EventStore);
    const searchIndex = await composition.resolve(Ports.SearchIndex);
    const blobs = await composition.resolve(Ports.BlobStore);
    const fileSearchIndex = await composition.resolve(Ports.FileSearchIndex);
    const documents = await composition.resolve(Ports.DocumentStore);
    return { databaseUrl: database.url, pool, eventStore, searchIndex, fileSearchIndex, blobs, documents, resolve: composition.resolve, close: () => composition.close() };
  } catch (err) {
    await composition.close();
    throw err;
  }
};
