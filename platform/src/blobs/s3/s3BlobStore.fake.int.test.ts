// The BlobStore contract suite against s3rver, a fake S3 server in Node, on every machine: it checks
// the adapter's requests (multipart puts, ranges, metadata, listing pages) where no real S3-compatible
// server is at hand. It is no substitute for s3BlobStore.int.test.ts against MinIO or S3_URL, which
// reports itself skipped when neither exists.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { testBlobStore } from '../blobStore.contract';
import { S3BlobStore } from './s3BlobStore';

jest.setTimeout(60_000);

testBlobStore('S3 adapter against s3rver (a fake S3)', async () => {
  const directory = await mkdtemp(path.join(tmpdir(), 'wb-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  // s3rver accepts its own fixed credentials.
  const store = new S3BlobStore({ url: `http://127.0.0.1:${port}`, bucket: 'wbtest', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
  return {
    store,
    teardown: async () => {
      await store.close();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
});
