// A put that fails when its temporary file cannot be removed either (the blob folder turned read-only
// between the last write and the rename: fault 7 of the fault suite) leaves it behind only until the
// next put, which removes it once the folder takes writes again; the caller hears the put's own error.
import type * as FsPromises from 'node:fs/promises';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LocalBlobStore } from './localBlobStore';

/** How many of the next renames and removals fail as on a read-only file system. */
const mockReadOnly = { renames: 0, removals: 0 };

jest.mock('node:fs/promises', () => {
  const actual = jest.requireActual<typeof FsPromises>('node:fs/promises');
  const refused = (syscall: string) => Promise.reject(Object.assign(new Error(`EROFS: read-only file system, ${syscall}`), { code: 'EROFS' }));
  return {
    ...actual,
    rename: (...args: Parameters<typeof actual.rename>) => (mockReadOnly.renames-- > 0 ? refused('rename') : actual.rename(...args)),
    rm: (...args: Parameters<typeof actual.rm>) => (mockReadOnly.removals-- > 0 ? refused('unlink') : actual.rm(...args)),
  };
});

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'wb-blobs-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

it('removes at the next put a temporary file a failed put could not remove', async () => {
  const store = new LocalBlobStore(root);
  Object.assign(mockReadOnly, { renames: 1, removals: 2 });
  await expect(store.put('transcript/2026/11/a.md', Readable.from([Buffer.from('# A')]))).rejects.toThrow('EROFS: read-only file system, rename');
  // The bytes and their metadata, neither renamed into place nor removed.
  expect(await readdir(path.join(root, 'tmp'))).toHaveLength(2);

  // The folder takes writes again: the next put removes what the failed one left.
  Object.assign(mockReadOnly, { renames: 0, removals: 0 });
  await store.put('transcript/2026/11/b.md', Readable.from([Buffer.from('# B')]));
  expect(await readdir(path.join(root, 'tmp'))).toEqual([]);
  expect(await store.head('transcript/2026/11/a.md')).toBeNull();
  expect((await store.head('transcript/2026/11/b.md'))?.size).toBe(3);
});
