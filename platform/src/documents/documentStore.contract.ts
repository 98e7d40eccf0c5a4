// The one contract suite of the DocumentStore port (DESIGN.md section 3), run by every adapter
// (PostgreSQL, MongoDB). Values are compared parsed: an adapter may give back its own formatting.
import { randomBytes } from 'node:crypto';
import { documentInfo } from './documentInfo';
import type { DocumentStore } from './documentStore';

export interface DocumentStoreHarness {
  readonly store: DocumentStore;
  teardown(): Promise<void>;
}

/** The JSON value of a text with object keys sorted, so two texts of one value give one string.
 *  Written by hand: rebuilding objects would turn a `__proto__` key into a prototype. */
export const canonical = (json: string): string => {
  const walk = (value: unknown): string => {
    if (Array.isArray(value)) return `[${value.map(walk).join(',')}]`;
    if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${walk(v)}`).join(',')}}`;
    }
    return JSON.stringify(value);
  };
  return walk(JSON.parse(json));
};

/** A scene-like document of exactly `bytes` bytes (UTF-8): many elements with keyframes, then notes
 *  that fill what is left. */
export const sceneOfBytes = (bytes: number): string => {
  const element = (i: number) => ({
    id: `el-${i}`,
    type: 'path',
    start: i * 40,
    duration: 2000,
    name: `Élément ${i} ✏️`,
    d: 'M10 10 C 20 20, 40 20, 50 10 S 80 0, 90 10',
    keyframes: {
      x: [
        { time: 0, value: i },
        { time: 1000, value: i + 0.5 },
      ],
      opacity: [{ time: 0, value: 1 }],
    },
  });
  // Element ids grow with i: leave room for that and for the notes around them.
  const one = Buffer.byteLength(JSON.stringify(element(1_000_000))) + 1;
  const elements = Array.from({ length: Math.max(0, Math.floor((bytes - 200) / one)) }, (_, i) => element(i));
  const head = JSON.stringify({ version: 1, width: 1920, height: 1080, elements, notes: '' });
  return `${head.slice(0, -2)}${'n'.repeat(bytes - Buffer.byteLength(head))}"}`;
};

/** A document nested deeper than MongoDB's BSON allows (100 levels): nothing limits a group tree so. */
const nested = (depth: number): string => `${'{"group":'.repeat(depth)}[1,"leaf"]${'}'.repeat(depth)}`;

const badCollections = ['', 'a b', 'a/b', 'a.b', '$cmd', 'x'.repeat(65), 'système', 'a\u0000'];
const badKeys = ['', 'a b', '../up', 'a/../b', 'a..b', 'a\\b', '$where', 'k'.repeat(513), 'é', 'a\nb'];
/** A test title for a name: long ones cut, so the summary stays readable. */
const titled = (names: readonly string[]): [string, string][] => names.map((n) => [n.length > 40 ? `${JSON.stringify(n.slice(0, 8))}… (${n.length} characters)` : JSON.stringify(n), n]);
// A raw NUL (\u0000 in this source) inside a string is a control character JSON refuses.
const notJson = ['', '   ', '{', '{"a":1} x', "{'a':1}", 'undefined', 'NaN', '{"a":1,}', '[1,]', '"\t"', '"a\u0000b"', '[1e]', '{"a" 1}'];

export const testDocumentStore = (name: string, factory: () => Promise<DocumentStoreHarness>): void => {
  describe(`${name} document store`, () => {
    let harness: DocumentStoreHarness;
    let store: DocumentStore;
    // Each test in its own collection, so tests never see each other's documents.
    let collection: string;

    beforeAll(async () => {
      harness = await factory();
      store = harness.store;
    });
    afterAll(async () => {
      await harness?.teardown();
    });
    beforeEach(() => {
      collection = `t${randomBytes(8).toString('hex')}`;
    });

    const expectStored = async (key: string, json: string, inCollection = collection) => {
      const got = await store.get(inCollection, key);
      expect(got).not.toBeNull();
      expect(canonical(got ?? 'null')).toBe(canonical(json));
    };

    it('creates a document, answering the size and hash of its text, and gives back the same value', async () => {
      const json = '{"name":"Photosynthesis","duration":12000,"elements":[{"id":"a","start":0}],"notes":null}';
      const info = await store.create(collection, 'scene-1', json);
      expect(info).toEqual({ ...documentInfo(json), created: true });
      await expectStored('scene-1', json);
    });

    it('refuses to create a key already taken: created false, and the first document unchanged', async () => {
      await store.create(collection, 'v1', '{"take":1}');
      const second = await store.create(collection, 'v1', '{"take":2}');
      expect(second.created).toBe(false);
      await expectStored('v1', '{"take":1}');
    });

    it('lets exactly one of many concurrent creates of one key win, and keeps the winner', async () => {
      const texts = Array.from({ length: 12 }, (_, i) => JSON.stringify({ writer: i, body: 'x'.repeat(1000 * i) }));
      const results = await Promise.all(texts.map((json) => store.create(collection, 'race', json)));
      const winners = results.flatMap((result, i) => (result.created ? [i] : []));
      expect(winners).toHaveLength(1);
      await expectStored('race', texts[winners[0] ?? -1] ?? 'null');
    });

    it('puts a new document, and a second put replaces it (and what create refused)', async () => {
      expect(await store.put(collection, 'draft', '{"n":1}')).toEqual(documentInfo('{"n":1}'));
      await expectStored('draft', '{"n":1}');
      const info = await store.put(collection, 'draft', '{"n":2,"more":[1,2,3]}');
      expect(info).toEqual(documentInfo('{"n":2,"more":[1,2,3]}'));
      await expectStored('draft', '{"n":2,"more":[1,2,3]}');
      expect((await store.create(collection, 'draft', '{"n":3}')).created).toBe(false);
      await expectStored('draft', '{"n":2,"more":[1,2,3]}');
    });

    it('knows nothing of a key never written, nor of one written in another collection', async () => {
      await store.put(collection, 'here', '{"a":1}');
      expect(await store.get(collection, 'missing')).toBeNull();
      expect(await store.get(`${collection}b`, 'here')).toBeNull();
      await store.put(`${collection}b`, 'here', '{"b":2}');
      await expectStored('here', '{"a":1}');
      await expectStored('here', '{"b":2}', `${collection}b`);
    });

    it('gets many documents of one collection by key, leaving out the missing ones', async () => {
      for (const key of ['a', 'b', 'c/1', 'c/2']) await store.put(collection, key, JSON.stringify({ key }));
      await store.put(`${collection}x`, 'd', '{"key":"d"}');
      const got = await store.getMany(collection, ['c/2', 'a', 'missing', 'd']);
      expect([...got.keys()].sort()).toEqual(['a', 'c/2']);
      expect(canonical(got.get('c/2') ?? 'null')).toBe('{"key":"c/2"}');
      expect(canonical(got.get('a') ?? 'null')).toBe('{"key":"a"}');
      expect((await store.getMany(collection, [])).size).toBe(0);
    });

    it('gets several hundred documents in one call', async () => {
      const keys = Array.from({ length: 600 }, (_, i) => `scene/${i}`);
      await Promise.all(keys.map((key, i) => store.create(collection, key, JSON.stringify({ i }))));
      const got = await store.getMany(collection, keys);
      expect(got.size).toBe(600);
      expect(canonical(got.get('scene/599') ?? 'null')).toBe('{"i":599}');
    });

    it('deletes a document, deleting what is not there is no error, and the key can be created again', async () => {
      await store.create(collection, 'gone', '{"v":1}');
      await store.delete(collection, 'gone');
      expect(await store.get(collection, 'gone')).toBeNull();
      await expect(store.delete(collection, 'gone')).resolves.toBeUndefined();
      await expect(store.delete(collection, 'never')).resolves.toBeUndefined();
      expect((await store.create(collection, 'gone', '{"v":2}')).created).toBe(true);
      await expectStored('gone', '{"v":2}');
    });

    it('keeps keys with slashes and dots apart from their prefixes', async () => {
      const keys = ['scenes', 'scenes/p1', 'scenes/p1/s1', 'scenes/p1/s1/v1.json', 'scenes/p1/s1/v2.json', 'a_b-c.d'];
      for (const key of keys) expect((await store.create(collection, key, JSON.stringify({ key }))).created).toBe(true);
      for (const key of keys) await expectStored(key, JSON.stringify({ key }));
      await store.delete(collection, 'scenes/p1/s1');
      expect(await store.get(collection, 'scenes/p1/s1')).toBeNull();
      await expectStored('scenes/p1/s1/v1.json', '{"key":"scenes/p1/s1/v1.json"}');
    });

    it('keeps any text exactly: accents, scripts, emoji, escapes, a NUL and half an emoji', async () => {
      const texts = [
        'Été à Paris',
        '光合作用',
        'مرحبا بالعالم',
        'נושא',
        '👩🏽‍🏫 ✍️ 🧪',
        'e\u0301',
        'line\u2028sep\u2029',
        'quote " back \\ slash',
        'tab\tnew\nline',
        'nul \u0000 here',
        'cut \ud83d',
        '\udc00 alone',
      ];
      const json = JSON.stringify({ texts, [texts[4] ?? '']: 'emoji key' });
      const info = await store.create(collection, 'unicode', json);
      expect(info).toEqual({ ...documentInfo(json), created: true });
      const got = JSON.parse((await store.get(collection, 'unicode')) ?? 'null') as { texts: string[] };
      expect(got.texts).toEqual(texts);
      await expectStored('unicode', json);
    });

    it('keeps object keys no database likes: $-prefixed, dotted, empty and __proto__', async () => {
      const json = '{"$set":{"a.b":1},"":{"$":"dollar"},"__proto__":{"polluted":true},"x.y.z":[{"$ref":"r"}]}';
      await store.create(collection, 'keys', json);
      const got = (await store.get(collection, 'keys')) ?? 'null';
      expect(canonical(got)).toBe(canonical(json));
      expect(Object.prototype.hasOwnProperty.call(JSON.parse(got), '__proto__')).toBe(true);
    });

    it('keeps any JSON value: scalars, arrays, null, numbers and a tree 200 levels deep', async () => {
      const values = ['null', 'true', '0', '-12.5', '1e21', '0.1', '"text"', '[]', '{}', '[1,[2,[3,{"a":[]}]]]', nested(200)];
      for (const [i, json] of values.entries()) await store.put(collection, `v${i}`, json);
      for (const [i, json] of values.entries()) await expectStored(`v${i}`, json);
    });

    it('answers bytes and hash of the text as given, whatever its formatting', async () => {
      const spaced = '{\n  "b": 1,\n  "a": [ 1, 2 ]\n}';
      expect(await store.put(collection, 'spaced', spaced)).toEqual(documentInfo(spaced));
      expect(await store.create(collection, 'spaced2', spaced)).toEqual({ ...documentInfo(spaced), created: true });
      expect(documentInfo('"é"')).toEqual({ bytes: 4, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    });

    it('round-trips a 5 MB document', async () => {
      const json = sceneOfBytes(5 * 1024 * 1024);
      expect(Buffer.byteLength(json)).toBe(5 * 1024 * 1024);
      const info = await store.create(collection, 'big/v1', json);
      expect(info).toEqual({ ...documentInfo(json), created: true });
      await expectStored('big/v1', json);
      expect(canonical((await store.getMany(collection, ['big/v1'])).get('big/v1') ?? 'null')).toBe(canonical(json));
      await store.put(collection, 'big/v1', '{"small":true}');
      await expectStored('big/v1', '{"small":true}');
    });

    it.each(titled(badCollections))('refuses the collection name %s in every call', async (_title, bad) => {
      await expect(store.create(bad, 'k', '{}')).rejects.toThrow(/not a document collection name/);
      await expect(store.put(bad, 'k', '{}')).rejects.toThrow(/not a document collection name/);
      await expect(store.get(bad, 'k')).rejects.toThrow(/not a document collection name/);
      await expect(store.getMany(bad, ['k'])).rejects.toThrow(/not a document collection name/);
      await expect(store.delete(bad, 'k')).rejects.toThrow(/not a document collection name/);
    });

    it.each(titled(badKeys))('refuses the key %s in every call', async (_title, bad) => {
      await expect(store.create(collection, bad, '{}')).rejects.toThrow(/not a document key/);
      await expect(store.put(collection, bad, '{}')).rejects.toThrow(/not a document key/);
      await expect(store.get(collection, bad)).rejects.toThrow(/not a document key/);
      await expect(store.getMany(collection, ['ok', bad])).rejects.toThrow(/not a document key/);
      await expect(store.delete(collection, bad)).rejects.toThrow(/not a document key/);
    });

    it.each(notJson)('refuses the text %j, which is not one JSON value, and stores nothing', async (bad) => {
      await expect(store.create(collection, 'bad', bad)).rejects.toThrow(SyntaxError);
      await expect(store.put(collection, 'bad', bad)).rejects.toThrow(SyntaxError);
      expect(await store.get(collection, 'bad')).toBeNull();
    });
  });
};
