// Test harness: a fresh database with a real PostgreSQL event store, the projection runtime over the
// product's read models, and the query router on a bare express app whose stub sets the signed-in user
// from the X-Test-User header (the gateway's session middleware does it in the product).
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import express from 'express';
import { CURRENT_SCHEMA_VERSION, Headers, type AnyEvent } from '@wb/contracts';
import {
  LocalBlobStore,
  PostgresDocumentStore,
  apiErrorHandler,
  createTestDatabase,
  PostgresEventStore,
  PostgresFileSearchIndex,
  PostgresSearchIndex,
  silentLogger,
  startProjections,
  type ProjectionRunner,
  type SearchIndex,
  type TestDatabase,
} from '@wb/platform';
import { readModelProjections } from '@wb/projectors';
import { createQueryApi } from '@wb/query-api';

export interface Answer<T = any> {
  readonly status: number;
  readonly body: T;
  readonly headers: globalThis.Headers;
}

export interface QueryHarness {
  readonly url: string;
  readonly db: TestDatabase;
  readonly runner: ProjectionRunner;
  append(streamId: string, event: AnyEvent, options?: { time?: string; userID?: number | null }): Promise<bigint>;
  /** Waits until the read models have every event appended so far. */
  settle(): Promise<void>;
  call<T = any>(path: string, body?: unknown, options?: { userID?: number; minPosition?: bigint; method?: 'GET' | 'POST' }): Promise<Answer<T>>;
  close(): Promise<void>;
}

export interface QueryHarnessOptions {
  /**
   * The query API gets the search's hits as ids, as from an index in another store (Elasticsearch),
   * rather than as SQL run inside the page's own statement.
   */
  readonly hitsAsIds?: boolean;
}

/** The index without searchSql: its hits reach the page as ids and ranks. */
const hitsAsIds = (index: SearchIndex): SearchIndex => ({
  ensureIndex: (name) => index.ensureIndex(name),
  upsert: (name, documents) => index.upsert(name, documents),
  change: (name, changes) => index.change(name, changes),
  remove: (name, ids) => index.remove(name, ids),
  search: (name, text, limit, filter) => index.search(name, text, limit, filter),
  ping: () => index.ping(),
  close: () => index.close(),
});

export const createQueryHarness = async (options: QueryHarnessOptions = {}): Promise<QueryHarness> => {
  const db = await createTestDatabase('wbquery');
  const eventStore = await PostgresEventStore.create(db.pool);
  const logger = silentLogger();
  const searchIndex = new PostgresSearchIndex(db.pool);
  const fileSearchIndex = new PostgresFileSearchIndex(db.pool);
  const runner = await startProjections({ eventStore, pool: db.pool, projections: readModelProjections(searchIndex, fileSearchIndex), logger });
  const api = createQueryApi({
    pool: db.pool,
    eventStore,
    searchIndex: options.hitsAsIds ? hitsAsIds(searchIndex) : searchIndex,
    fileSearchIndex,
    runner,
    logger,
    blobs: new LocalBlobStore(path.join(tmpdir(), `wbquery-blobs-${randomUUID()}`)),
    documents: new PostgresDocumentStore(db.pool),
  });
  const app = express();
  app.use(express.json());
  app.use((req, res, next) => {
    const user = req.get('X-Test-User');
    res.locals.userID = user ? Number(user) : null;
    res.locals.requestId = randomUUID();
    next();
  });
  app.use(api.router);
  app.use(apiErrorHandler(logger));
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let last = 0n;

  return {
    url,
    db,
    runner,
    async append(streamId, event, options = {}) {
      const result = await eventStore.appendToStream(
        streamId,
        [
          {
            type: event.type,
            data: event.data,
            metadata: {
              eventId: randomUUID(),
              causationId: randomUUID(),
              correlationId: 'test',
              userID: options.userID ?? null,
              time: options.time ?? new Date().toISOString(),
              schemaVersion: CURRENT_SCHEMA_VERSION[event.type],
            },
          },
        ],
        { expectedRevision: 'any' },
      );
      last = result.position.globalPosition;
      return last;
    },
    async settle() {
      if (!(await runner.waitForPosition(last, 10_000))) throw new Error('read models did not catch up');
    },
    async call(path, body, options = {}) {
      const method = options.method ?? 'POST';
      const headers: Record<string, string> = {};
      if (options.userID !== undefined) headers['X-Test-User'] = String(options.userID);
      if (options.minPosition !== undefined) headers[Headers.minPosition] = options.minPosition.toString();
      if (method === 'POST') headers['Content-Type'] = 'application/json';
      const res = await fetch(url + path, { method, headers, body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined });
      return { status: res.status, body: (await res.json()) as never, headers: res.headers };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await runner.stop();
      await eventStore.close();
      await db.drop();
    },
  };
};
