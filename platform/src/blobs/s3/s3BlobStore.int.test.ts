// The BlobStore contract suite against an S3-compatible store: the one named by S3_URL (with S3_BUCKET,
// S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION as the product reads them), else a MinIO started
// with testcontainers when a Docker engine answers. Without either it is reported skipped, with why.
import { randomUUID } from 'node:crypto';
import { externalServer } from '../../testing/externalServer';
import { testBlobStore } from '../blobStore.contract';
import { S3BlobStore } from './s3BlobStore';

jest.setTimeout(180_000);

const MINIO_USER = 'wbtest';
const MINIO_PASSWORD = 'wbtest-secret-key';

const server = externalServer({
  name: 'S3 blob store adapter',
  urlVariable: 'S3_URL',
  // The image docker-compose.yml runs.
  image: 'minio/minio:RELEASE.2025-04-22T22-12-26Z',
  port: 9000,
  command: ['server', '/data'],
  environment: { MINIO_ROOT_USER: MINIO_USER, MINIO_ROOT_PASSWORD: MINIO_PASSWORD },
  url: (host, port) => `http://${host}:${port}`,
  readyPath: '/minio/health/live',
});

if (server.available) {
  const fromUrl = server.source === 'url';
  testBlobStore(`S3 (${fromUrl ? 'S3_URL' : 'testcontainers MinIO'})`, async () => {
    const store = new S3BlobStore({
      url: await server.start(),
      bucket: (fromUrl ? process.env.S3_BUCKET : undefined) ?? 'wbtest',
      region: process.env.S3_REGION ?? 'us-east-1',
      accessKeyId: fromUrl ? (process.env.S3_ACCESS_KEY_ID ?? null) : MINIO_USER,
      secretAccessKey: fromUrl ? (process.env.S3_SECRET_ACCESS_KEY ?? null) : MINIO_PASSWORD,
      // A shared bucket: this run's objects under their own prefix.
      keyPrefix: `wbtest-${randomUUID()}/`,
    });
    return {
      store,
      teardown: async () => {
        await store.close();
        await server.stop();
      },
    };
  });
} else {
  console.warn(server.reason);
  it.skip(server.reason, () => undefined);
}
