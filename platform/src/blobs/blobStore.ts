// The BlobStore port (DESIGN.md section 3): files kept by key, a local folder in the embedded mode and
// an S3-compatible object store in the distributed one. A blob is visible (head, get, list) only once
// its put has completed: a stream that fails or is cut midway leaves nothing behind under its key.
import type { Readable } from 'node:stream';

export interface BlobInfo {
  readonly key: string;
  /** Bytes. */
  readonly size: number;
  readonly contentType: string;
  /** Small text values kept with the blob (the original file name, who uploaded it). */
  readonly metadata: Readonly<Record<string, string>>;
}

export interface BlobListing {
  readonly key: string;
  readonly size: number;
}

export interface PutOptions {
  readonly contentType?: string;
  readonly metadata?: Readonly<Record<string, string>>;
}

/** Inclusive byte range, as HTTP Range counts it. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

export interface BlobStore {
  /** Stores the whole stream under the key (replacing a blob already there) once it has ended. */
  put(key: string, body: Readable, options?: PutOptions): Promise<BlobInfo>;
  /** The blob's bytes (or the range of them) and its info; null when no complete blob has the key. */
  get(key: string, range?: ByteRange): Promise<{ info: BlobInfo; body: Readable } | null>;
  head(key: string): Promise<BlobInfo | null>;
  /** Removes the blob; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Every complete blob whose key starts with the prefix, ordered by key. */
  list(prefix: string): Promise<BlobListing[]>;
  close(): Promise<void>;
}

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/**
 * Keys are made by the server, but every adapter still refuses one that could leave its folder or
 * bucket prefix: segments of letters, digits, dot, dash and underscore, no '.' or '..' segment.
 */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
export const MAX_KEY_LENGTH = 512;

export class BlobKeyError extends Error {
  constructor(key: string) {
    super(`Not a blob key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'BlobKeyError';
  }
}

export const isBlobKey = (key: string): boolean => key.length <= MAX_KEY_LENGTH && KEY.test(key);

export const assertBlobKey = (key: string): string => {
  if (!isBlobKey(key)) throw new BlobKeyError(key);
  return key;
};

/** A prefix may end with '/' or be empty; otherwise it follows the key rule. */
export const assertBlobPrefix = (prefix: string): string => {
  if (prefix === '') return prefix;
  assertBlobKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
};
