// The distributed BlobStore: an S3-compatible object store (MinIO in docker-compose.yml). A put is a
// multipart upload (lib-storage) that S3 makes visible only when it completes, and aborts on a failed
// stream, so a cut upload leaves no object; parts are buffered 5 MB at a time, never the whole file.
// Metadata travels as x-amz-meta headers, which carry ASCII only: values are percent-encoded.
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type * as S3Storage from '@aws-sdk/lib-storage';
import { Transform, type Readable } from 'node:stream';
import { lazyModule } from '../../modules/lazyModule';
import { assertBlobKey, assertBlobPrefix, DEFAULT_CONTENT_TYPE, type BlobInfo, type BlobListing, type BlobStore, type ByteRange, type PutOptions } from '../blobStore';

export interface S3BlobStoreOptions {
  /** The endpoint, e.g. http://minio:9000. */
  readonly url: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string | null;
  readonly secretAccessKey: string | null;
  /** Prepended to every key, so that tests (or two products) can share a bucket. */
  readonly keyPrefix?: string;
}

// Loaded when an S3 store is made (modules/lazyModule.ts says why).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sdk = lazyModule((): typeof S3Sdk => require('@aws-sdk/client-s3'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const storage = lazyModule((): typeof S3Storage => require('@aws-sdk/lib-storage'));

const encodeMetadata = (metadata: Readonly<Record<string, string>> = {}): Record<string, string> =>
  Object.fromEntries(Object.entries(metadata).map(([name, value]) => [name.toLowerCase(), encodeURIComponent(value)]));

const decodeMetadata = (metadata: Record<string, string> = {}): Record<string, string> =>
  Object.fromEntries(
    Object.entries(metadata).map(([name, value]) => {
      try {
        return [name, decodeURIComponent(value)];
      } catch {
        return [name, value];
      }
    }),
  );

const isNotFound = (err: unknown): boolean => err instanceof sdk().NotFound || err instanceof sdk().NoSuchKey || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private bucketReady: Promise<void> | null = null;

  constructor(options: S3BlobStoreOptions) {
    const config: S3ClientConfig = {
      endpoint: options.url,
      region: options.region,
      // MinIO and most S3-compatible servers name the bucket in the path, not the host.
      forcePathStyle: true,
      ...(options.accessKeyId && options.secretAccessKey ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } } : {}),
    };
    this.client = new (sdk().S3Client)(config);
    this.bucket = options.bucket;
    this.prefix = options.keyPrefix ?? '';
  }

  /** Creates the bucket on first use when it does not exist (a fresh MinIO has none). */
  private ready(): Promise<void> {
    this.bucketReady ??= (async () => {
      try {
        await this.client.send(new (sdk().HeadBucketCommand)({ Bucket: this.bucket }));
      } catch (err) {
        if (!isNotFound(err)) throw err;
        await this.client.send(new (sdk().CreateBucketCommand)({ Bucket: this.bucket }));
      }
    })().catch((err: unknown) => {
      this.bucketReady = null;
      throw err;
    });
    return this.bucketReady;
  }

  private objectKey(key: string): string {
    return `${this.prefix}${assertBlobKey(key)}`;
  }

  async put(key: string, body: Readable, options: PutOptions = {}): Promise<BlobInfo> {
    await this.ready();
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    // A failed source must fail the upload (pipe alone would leave the counter waiting forever).
    body.on('error', (err) => counter.destroy(err));
    const contentType = options.contentType ?? DEFAULT_CONTENT_TYPE;
    const upload = new (storage().Upload)({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.objectKey(key), Body: body.pipe(counter), ContentType: contentType, Metadata: encodeMetadata(options.metadata) },
      queueSize: 2,
      leavePartsOnError: false,
    });
    await upload.done();
    return { key, size, contentType, metadata: { ...options.metadata } };
  }

  async head(key: string): Promise<BlobInfo | null> {
    await this.ready();
    try {
      const answer = await this.client.send(new (sdk().HeadObjectCommand)({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return { key, size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? DEFAULT_CONTENT_TYPE, metadata: decodeMetadata(answer.Metadata) };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async get(key: string, range?: ByteRange): Promise<{ info: BlobInfo; body: Readable } | null> {
    await this.ready();
    try {
      const answer = await this.client.send(
        new (sdk().GetObjectCommand)({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const total = answer.ContentRange ? Number(answer.ContentRange.split('/')[1]) : (answer.ContentLength ?? 0);
      const info: BlobInfo = { key, size: total, contentType: answer.ContentType ?? DEFAULT_CONTENT_TYPE, metadata: decodeMetadata(answer.Metadata) };
      return { info, body: answer.Body as Readable };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.ready();
    await this.client.send(new (sdk().DeleteObjectCommand)({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async list(prefix: string): Promise<BlobListing[]> {
    await this.ready();
    const found: BlobListing[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new (sdk().ListObjectsV2Command)({
          Bucket: this.bucket,
          Prefix: `${this.prefix}${assertBlobPrefix(prefix)}`,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) found.push({ key: object.Key.slice(this.prefix.length), size: object.Size ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
