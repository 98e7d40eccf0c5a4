// The tus store over a real (local folder) BlobStore: offsets from the parts, a cut part kept as far
// as it arrived, the parts joined in order, and unfinished uploads dropped once a day old.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type * as TusUtils from '@tus/utils' with { 'resolution-mode': 'import' };
import { LocalBlobStore, loadEsModule } from '@wb/platform';
import { esPackageEntry } from '../esPackage';
import { createBlobDataStore, UPLOAD_EXPIRES_MS } from './blobDataStore';

const utils = loadEsModule<typeof TusUtils>(esPackageEntry('@tus/utils'));
const id = 'a'.repeat(32);
let root: string;
let parts: ReturnType<typeof createBlobDataStore>;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'wb-tus-'));
  parts = createBlobDataStore(utils, new LocalBlobStore(root));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the tus store over the BlobStore', () => {
  it('adds each PATCH as a part, answers the offset, and joins the parts in order', async () => {
    await parts.store.create(new utils.Upload({ id, size: 11, offset: 0, metadata: { name: 'a.txt' } }));
    expect(await parts.store.write(Readable.from([Buffer.from('hello ')]), id, 0)).toBe(6);
    expect(await parts.store.write(Readable.from([Buffer.from('world')]), id, 6)).toBe(11);
    const upload = await parts.store.getUpload(id);
    expect([upload.offset, upload.size, upload.metadata?.name]).toEqual([11, 11, 'a.txt']);
    expect((await buffer(parts.contentOf(id))).toString()).toBe('hello world');
  });

  it('knows no upload under an id it did not make, or one removed', async () => {
    await expect(parts.store.getUpload('../../etc')).rejects.toEqual(utils.ERRORS.FILE_NOT_FOUND);
    await parts.store.create(new utils.Upload({ id, size: 3, offset: 0 }));
    await parts.store.remove(id);
    await expect(parts.store.getUpload(id)).rejects.toEqual(utils.ERRORS.FILE_NOT_FOUND);
  });

  it('drops unfinished uploads a day old, and keeps newer ones', async () => {
    const old = 'b'.repeat(32);
    await parts.store.create(new utils.Upload({ id: old, size: 3, offset: 0, creation_date: new Date(Date.now() - UPLOAD_EXPIRES_MS - 1000).toISOString() }));
    await parts.store.create(new utils.Upload({ id, size: 3, offset: 0 }));
    expect(await parts.store.deleteExpired()).toBe(1);
    await expect(parts.store.getUpload(old)).rejects.toEqual(utils.ERRORS.FILE_NOT_FOUND);
    expect((await parts.store.getUpload(id)).size).toBe(3);
  });
});

describe('a cut PATCH stored late', () => {
  it('never replaces the part the resumed upload wrote at the same offset', async () => {
    await parts.store.create(new utils.Upload({ id, size: 10, offset: 0 }));
    await parts.store.write(Readable.from([Buffer.from('0123456789')]), id, 0);
    // The cut request's few bytes land after the client already sent everything again.
    await parts.store.write(Readable.from([Buffer.from('012')]), id, 0);
    expect((await parts.store.getUpload(id)).offset).toBe(10);
    expect((await buffer(parts.contentOf(id))).toString()).toBe('0123456789');
  });
});
