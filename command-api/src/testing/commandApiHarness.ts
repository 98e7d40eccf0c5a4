// Test harness: the command API on a bare express app over a fresh database on the real PostgreSQL,
// with the real session cookie and, for brevity, an X-Test-User header standing in for a session.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import cookieParser from 'cookie-parser';
import express from 'express';
import { LocalBlobStore, PostgresDocumentStore, PostgresEventStore, apiErrorHandler, createTestDatabase, sessionMiddleware, silentLogger, type TestDatabase } from '@wb/platform';
import { createCommandApi, type CommandApi } from '../index';

export const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };

export interface Harness {
  readonly url: string;
  readonly api: CommandApi;
  readonly eventStore: PostgresEventStore;
  /** POST a JSON body; `as` sends X-Test-User, `headers` anything else. */
  post(path: string, body: unknown, options?: { as?: number; headers?: Record<string, string> }): Promise<Response>;
  /**
   * Events committed to this database's store, counted from its table: the store's readAll stops before
   * any transaction open on the server, in any database, so another suite running at the same time could
   * hide some of ours from it (docs/decisions/event-store.md).
   */
  eventCount(): Promise<number>;
  close(): Promise<void>;
}

export const startHarness = async (): Promise<Harness> => {
  const db: TestDatabase = await createTestDatabase('wbcmd');
  const eventStore = await PostgresEventStore.create(db.pool);
  const logger = silentLogger();
  const api = await createCommandApi({
    eventStore,
    pool: db.pool,
    logger,
    publicUrl: 'http://workspace.test',
    blobs: new LocalBlobStore(path.join(tmpdir(), `wbcmd-blobs-${randomUUID()}`)),
    documents: new PostgresDocumentStore(db.pool),
  });
  await api.ensureAdmin(ADMIN.email, ADMIN.password);

  const app = express();
  app.use(express.json(), cookieParser(), sessionMiddleware(api.sessions));
  app.use((req, res, next) => {
    res.locals.requestId = randomUUID();
    const testUser = req.get('X-Test-User');
    if (testUser !== undefined) res.locals.userID = Number(testUser);
    next();
  });
  app.use(api.authRouter);
  app.use('/api', api.router);
  app.use(apiErrorHandler(logger));
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    api,
    eventStore,
    post: (path, body, options = {}) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.as === undefined ? {} : { 'X-Test-User': String(options.as) }),
          ...options.headers,
        },
        body: JSON.stringify(body),
      }),
    eventCount: async () => Number((await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]?.n),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await eventStore.close();
      await db.drop();
    },
  };
};

/** Adds a user through the admin call and gives them grants; answers their userID. */
export const addUserWithGrants = async (h: Harness, userID: number, grants: string[], password = 'user-password-1'): Promise<number> => {
  const added = await h.post('/api/admin/addUser', { userID, email: `user${userID}@example.com`, givenName: 'User', familyName: String(userID), password }, { as: 1 });
  if (added.status !== 200) throw new Error(`addUser answered ${added.status}: ${await added.text()}`);
  if (grants.length > 0) {
    const granted = await h.post('/api/admin/addGrants', { userID, grants }, { as: 1 });
    if (granted.status !== 200) throw new Error(`addGrants answered ${granted.status}: ${await granted.text()}`);
  }
  return userID;
};
