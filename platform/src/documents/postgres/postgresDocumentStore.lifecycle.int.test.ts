// What the PostgreSQL adapter's own table must survive: a restart of the embedded server `npm start`
// runs (the documents are read back by a new store, the taken keys still refused), a save of the
// largest document a scene may be (SceneLimits.maxDocumentBytes, 16 MB), two processes creating the
// table at once, and a table made by the first version of this adapter (jsonb).
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { freePort } from '../../net/freePort';
import { openEmbeddedDatabase } from '../../sql/embeddedDatabase';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { documentInfo } from '../documentInfo';
import { canonical, sceneOfBytes } from '../documentStore.contract';
import { PostgresDocumentStore } from './postgresDocumentStore';

jest.setTimeout(240_000);

const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

describe('the PostgreSQL document store across a restart of the embedded server', () => {
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'wb-documents-'));
    // As root the server runs as the postgres user, which must be able to enter this folder.
    await chmod(scratch, 0o755);
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  it('reads back what was stored before the restart, and still refuses the taken keys', async () => {
    const options = { dataDir: path.join(scratch, 'data'), port: await freePort(), stateRoot: path.join(scratch, 'state'), say: () => undefined };
    const scene = sceneOfBytes(200_000);
    const first = await openEmbeddedDatabase(options);
    try {
      const pool = new Pool({ connectionString: first.url, max: 4 });
      pool.on('error', () => undefined);
      const store = new PostgresDocumentStore(pool);
      await store.create('scenes', 'p1/s1/v1', scene);
      await store.put('library', 'symbols', '{"symbols":["arrow"]}');
      await pool.end();
    } finally {
      await first.stop();
    }
    const second = await openEmbeddedDatabase(options);
    try {
      const pool = new Pool({ connectionString: second.url, max: 4 });
      pool.on('error', () => undefined);
      const store = new PostgresDocumentStore(pool);
      expect(canonical((await store.get('scenes', 'p1/s1/v1')) ?? 'null')).toBe(canonical(scene));
      expect(await store.get('library', 'symbols')).toBe('{"symbols":["arrow"]}');
      expect((await store.create('scenes', 'p1/s1/v1', '{}')).created).toBe(false);
      await pool.end();
    } finally {
      await second.stop();
    }
  });
});

describe('the PostgreSQL document store on the server of DATABASE_URL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('wbdocuments');
  });
  afterAll(async () => {
    await database.drop();
  });

  it('stores a document of 16 MB, the largest a scene save may be, and gives it back exactly', async () => {
    const json = sceneOfBytes(MAX_DOCUMENT_BYTES);
    expect(Buffer.byteLength(json)).toBe(MAX_DOCUMENT_BYTES);
    const store = new PostgresDocumentStore(database.pool);
    expect(await store.create('big', 'scene/v1', json)).toEqual({ ...documentInfo(json), created: true });
    const got = await store.get('big', 'scene/v1');
    expect(got === null ? null : documentInfo(got)).toEqual(documentInfo(json));
  });

  it('lets two stores (two processes) create the table at once, both then working', async () => {
    const other = await createTestDatabase('wbdocuments');
    try {
      const stores = [new PostgresDocumentStore(other.pool), new PostgresDocumentStore(other.pool), new PostgresDocumentStore(other.pool)];
      const results = await Promise.all(stores.map((store, i) => store.create('race', 'k', JSON.stringify({ i }))));
      expect(results.filter((result) => result.created)).toHaveLength(1);
    } finally {
      await other.drop();
    }
  });

  it('turns the jsonb table of the first version into json, keeping every document', async () => {
    const other = await createTestDatabase('wbdocuments');
    try {
      await other.pool.query(`CREATE TABLE document_store (collection text NOT NULL, key text NOT NULL, body jsonb NOT NULL,
        bytes integer NOT NULL, hash text NOT NULL, stored_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (collection, key))`);
      await other.pool.query(`INSERT INTO document_store (collection, key, body, bytes, hash) VALUES ('scenes', 'old', '{"kept":true}', 13, 'h')`);
      const store = new PostgresDocumentStore(other.pool);
      expect(await store.get('scenes', 'old')).toBe('{"kept": true}');
      expect((await store.create('scenes', 'nul', '{"text":"a\\u0000b"}')).created).toBe(true);
      expect(await store.get('scenes', 'nul')).toBe('{"text":"a\\u0000b"}');
    } finally {
      await other.drop();
    }
  });
});
