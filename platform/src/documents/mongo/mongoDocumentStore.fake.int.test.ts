// The DocumentStore contract suite against the MongoDB adapter over an in-memory stand-in for the
// server (fakeMongoDb.ts): the adapter's own logic (one insert wins, parts of long texts, replaced
// parts removed, readers racing writers) checked on every machine. Run twice: with the real part size,
// and with parts of 4 KiB, so that most documents of the suite are cut into parts.
import { documentInfo } from '../documentInfo';
import { canonical, sceneOfBytes, testDocumentStore } from '../documentStore.contract';
import { fakeMongoDb } from './fakeMongoDb';
import { MongoDocumentStore, PART_BYTES } from './mongoDocumentStore';

jest.setTimeout(120_000);

testDocumentStore('MongoDB adapter on an in-memory server', async () => ({
  store: new MongoDocumentStore(fakeMongoDb().db),
  teardown: async () => undefined,
}));

testDocumentStore('MongoDB adapter with 4 KiB parts on an in-memory server', async () => ({
  store: new MongoDocumentStore(fakeMongoDb().db, { partBytes: 4096 }),
  teardown: async () => undefined,
}));

describe('the MongoDB document store with texts longer than one BSON document holds', () => {
  it('stores a 16 MiB scene (maxDocumentBytes), which one BSON document cannot hold, and gives it back exactly', async () => {
    const server = fakeMongoDb();
    const store = new MongoDocumentStore(server.db);
    const json = sceneOfBytes(16 * 1024 * 1024);
    expect(await store.create('scenes', 'p/s/v1', json)).toEqual({ ...documentInfo(json), created: true });
    expect(server.count('documents.scenes.parts')).toBe(Math.ceil(Buffer.byteLength(json) / PART_BYTES) - 1);
    const got = await store.get('scenes', 'p/s/v1');
    expect(got === null ? null : documentInfo(got)).toEqual(documentInfo(json));
  });

  it('removes the parts of a replaced, a deleted and a refused document', async () => {
    const server = fakeMongoDb();
    const store = new MongoDocumentStore(server.db, { partBytes: 100 });
    const long = (n: number) => JSON.stringify({ n, text: 'é'.repeat(500) });
    await store.put('scenes', 'k', long(1));
    const firstParts = server.count('documents.scenes.parts');
    expect(firstParts).toBeGreaterThan(5);
    await store.put('scenes', 'k', long(2));
    expect(server.count('documents.scenes.parts')).toBe(firstParts);
    expect((await store.create('scenes', 'k', long(3))).created).toBe(false);
    expect(server.count('documents.scenes.parts')).toBe(firstParts);
    expect(canonical((await store.get('scenes', 'k')) ?? 'null')).toBe(canonical(long(2)));
    await store.delete('scenes', 'k');
    expect(server.count('documents.scenes.parts')).toBe(0);
    expect(server.count('documents.scenes')).toBe(0);
  });

  it('gives readers racing writers of one key a whole version, never a mix of two', async () => {
    const store = new MongoDocumentStore(fakeMongoDb().db, { partBytes: 64 });
    const version = (n: number) => JSON.stringify({ n, body: String(n).repeat(400) });
    await store.put('scenes', 'busy', version(0));
    const writes = Array.from({ length: 10 }, (_, i) => store.put('scenes', 'busy', version(i + 1)));
    const reads = Array.from({ length: 30 }, () => store.get('scenes', 'busy').catch((err: unknown) => err));
    const seen = await Promise.all(reads);
    await Promise.all(writes);
    for (const text of seen) {
      // A reader may give up after READ_ATTEMPTS replacements in a row; it never returns a mix.
      if (typeof text !== 'string') continue;
      const { n } = JSON.parse(text) as { n: number };
      expect(text).toBe(version(n));
    }
    expect(seen.filter((text) => typeof text === 'string').length).toBeGreaterThan(0);
  });
});

describe('connecting to MongoDB', () => {
  it('refuses to start on a server that does not answer, within its timeout, naming it without its password', async () => {
    const started = Date.now();
    await expect(MongoDocumentStore.connect('mongodb://user:secret@127.0.0.1:1/workspace', { timeoutMs: 1000 })).rejects.toThrow(
      /^MongoDB at mongodb:\/\/\*\*\*@127\.0\.0\.1:1\/workspace does not answer: /,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
