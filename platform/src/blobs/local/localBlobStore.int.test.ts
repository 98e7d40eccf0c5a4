// The BlobStore contract suite against the local folder adapter (the embedded default), in a fresh folder.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testBlobStore } from '../blobStore.contract';
import { LocalBlobStore } from './localBlobStore';

testBlobStore('Local folder', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'wb-blobs-'));
  return { store: new LocalBlobStore(root), teardown: () => rm(root, { recursive: true, force: true }) };
});
