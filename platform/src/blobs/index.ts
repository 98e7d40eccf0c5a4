export * from './blobStore';
export * from './local/localBlobStore';
export * from './s3/s3BlobStore';
