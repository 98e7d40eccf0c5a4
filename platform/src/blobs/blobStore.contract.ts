// The one contract suite of the BlobStore port (DESIGN.md section 3), run by every adapter.
import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { BlobStore } from './blobStore';

export interface BlobStoreHarness {
  readonly store: BlobStore;
  teardown(): Promise<void>;
}

/** A stream that sends some bytes and then fails, as a cut upload does. */
const failingAfter = (bytes: Buffer): Readable =>
  new Readable({
    read() {
      if (this.readableLength === 0 && !(this as { sent?: boolean }).sent) {
        (this as { sent?: boolean }).sent = true;
        this.push(bytes);
        setTimeout(() => this.destroy(new Error('connection cut')), 10);
      }
    },
  });

export const testBlobStore = (name: string, factory: () => Promise<BlobStoreHarness>): void => {
  describe(`${name} blob store`, () => {
    let harness: BlobStoreHarness;
    let store: BlobStore;
    // Each test under its own folder, so tests never see each other's blobs.
    let folder: string;

    beforeAll(async () => {
      harness = await factory();
      store = harness.store;
    });
    afterAll(async () => {
      await harness?.teardown();
    });
    beforeEach(() => {
      folder = `t${randomUUID().replace(/-/g, '')}`;
    });

    it('gives back the bytes, size, content type and metadata it was given (any text in metadata)', async () => {
      const bytes = randomBytes(70_000);
      const key = `${folder}/a/b.png`;
      const put = await store.put(key, Readable.from([bytes]), { contentType: 'image/png', metadata: { name: 'Été à Paris 100%.png' } });
      expect(put.size).toBe(bytes.length);
      const got = await store.get(key);
      expect(got?.info).toEqual({ key, size: bytes.length, contentType: 'image/png', metadata: { name: 'Été à Paris 100%.png' } });
      expect((await buffer(got!.body)).equals(bytes)).toBe(true);
      expect(await store.head(key)).toEqual(got?.info);
    });

    it('streams a file of several megabytes in many chunks, byte for byte', async () => {
      const chunks = Array.from({ length: 24 }, () => randomBytes(512 * 1024));
      const key = `${folder}/big.bin`;
      await store.put(key, Readable.from(chunks));
      const got = await store.get(key);
      expect(got?.info.size).toBe(12 * 1024 * 1024);
      expect((await buffer(got!.body)).equals(Buffer.concat(chunks))).toBe(true);
    });

    it('answers a byte range', async () => {
      const key = `${folder}/range.txt`;
      await store.put(key, Readable.from([Buffer.from('0123456789')]), { contentType: 'text/plain' });
      const got = await store.get(key, { start: 2, end: 5 });
      expect((await buffer(got!.body)).toString()).toBe('2345');
      expect(got?.info.size).toBe(10);
    });

    it('knows nothing of a key never written', async () => {
      expect(await store.head(`${folder}/missing.png`)).toBeNull();
      expect(await store.get(`${folder}/missing.png`)).toBeNull();
    });

    it('shows nothing of a put whose stream fails midway, and keeps the blob a failed replacement aimed at', async () => {
      const key = `${folder}/cut.bin`;
      await expect(store.put(key, failingAfter(randomBytes(100_000)))).rejects.toThrow();
      expect(await store.head(key)).toBeNull();
      expect(await store.list(folder)).toEqual([]);
      await store.put(key, Readable.from([Buffer.from('kept')]));
      await expect(store.put(key, failingAfter(randomBytes(100_000)))).rejects.toThrow();
      expect((await buffer((await store.get(key))!.body)).toString()).toBe('kept');
    });

    it('replaces a blob put again under the same key', async () => {
      const key = `${folder}/again.txt`;
      await store.put(key, Readable.from([Buffer.from('first')]), { contentType: 'text/plain' });
      await store.put(key, Readable.from([Buffer.from('second!')]), { contentType: 'text/markdown' });
      const got = await store.get(key);
      expect(got?.info.size).toBe(7);
      expect(got?.info.contentType).toBe('text/markdown');
      expect((await buffer(got!.body)).toString()).toBe('second!');
    });

    it('deletes, and deleting what is not there is no error', async () => {
      const key = `${folder}/gone.txt`;
      await store.put(key, Readable.from([Buffer.from('x')]));
      await store.delete(key);
      expect(await store.head(key)).toBeNull();
      await expect(store.delete(key)).resolves.toBeUndefined();
    });

    it('lists the blobs under a prefix, ordered by key, with their sizes', async () => {
      for (const [key, text] of [
        ['p/part-002', 'bb'],
        ['p/part-001', 'a'],
        ['p/other', 'ccc'],
        ['q/part-003', 'dddd'],
      ] as const) {
        await store.put(`${folder}/${key}`, Readable.from([Buffer.from(text)]));
      }
      expect(await store.list(`${folder}/p/part-`)).toEqual([
        { key: `${folder}/p/part-001`, size: 1 },
        { key: `${folder}/p/part-002`, size: 2 },
      ]);
      expect((await store.list(`${folder}/`)).map((blob) => blob.key)).toEqual([`${folder}/p/other`, `${folder}/p/part-001`, `${folder}/p/part-002`, `${folder}/q/part-003`]);
      expect(await store.list(`${folder}/none/`)).toEqual([]);
    });

    it.each(['../escape', '/abs', 'a//b', 'a/../b', 'a/./b', 'a\\b', 'a b', '', 'a/\u0000'])('refuses the key %j', async (key) => {
      await expect(store.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(/Not a blob key/);
      await expect(store.head(key)).rejects.toThrow(/Not a blob key/);
    });
  });
};
