// The embedded BlobStore: a folder (DATA_DIR/blobs). Bytes go to a temporary file that is renamed into
// place once the stream has ended, so a cut upload never shows under its key; a rename within one file
// system is atomic. Content type and metadata live in a JSON file beside, in a parallel tree. A
// temporary file a failed put cannot remove (the folder turned read-only between its last write and its
// rename) is removed by a later put, once the folder takes writes again.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertBlobKey, assertBlobPrefix, DEFAULT_CONTENT_TYPE, type BlobInfo, type BlobListing, type BlobStore, type ByteRange, type PutOptions } from '../blobStore';

interface Sidecar {
  readonly contentType: string;
  readonly metadata: Record<string, string>;
}

const isMissing = (err: unknown): boolean => (err as NodeJS.ErrnoException).code === 'ENOENT';

export class LocalBlobStore implements BlobStore {
  private readonly data: string;
  private readonly meta: string;
  private readonly tmp: string;
  /** Temporary files a failed put could not remove: each later put tries again first. */
  private readonly leftBehind = new Set<string>();

  constructor(root: string) {
    this.data = path.join(root, 'data');
    this.meta = path.join(root, 'meta');
    this.tmp = path.join(root, 'tmp');
  }

  private dataPath(key: string): string {
    return path.join(this.data, ...assertBlobKey(key).split('/'));
  }

  private metaPath(key: string): string {
    return `${path.join(this.meta, ...assertBlobKey(key).split('/'))}.json`;
  }

  async put(key: string, body: Readable, options: PutOptions = {}): Promise<BlobInfo> {
    const target = this.dataPath(key);
    const sidecar: Sidecar = { contentType: options.contentType ?? DEFAULT_CONTENT_TYPE, metadata: { ...options.metadata } };
    if (this.leftBehind.size > 0) await this.removeTemporary([...this.leftBehind]);
    await mkdir(this.tmp, { recursive: true });
    const temporary = path.join(this.tmp, randomUUID());
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    const writer = createWriteStream(temporary, { flags: 'wx' });
    try {
      await pipeline(body, counter, writer);
      await mkdir(path.dirname(target), { recursive: true });
      await mkdir(path.dirname(this.metaPath(key)), { recursive: true });
      await writeFile(`${temporary}.json`, JSON.stringify(sidecar));
      await rename(`${temporary}.json`, this.metaPath(key));
      await rename(temporary, target);
    } catch (err) {
      // A body that fails at once (a refused upload's first chunk) may fail before the file is even
      // opened: the open still creates it, so it is removed only once the writer has closed.
      if (!writer.closed) await once(writer, 'close').catch(() => undefined);
      await this.removeTemporary([temporary, `${temporary}.json`]);
      throw err;
    }
    return { key, size, ...sidecar };
  }

  /** Removes these temporary files, keeping those it cannot for the next put (the put's own error is what its caller hears). */
  private async removeTemporary(files: readonly string[]): Promise<void> {
    for (const file of files) {
      await rm(file, { force: true }).then(
        () => this.leftBehind.delete(file),
        () => this.leftBehind.add(file),
      );
    }
  }

  async head(key: string): Promise<BlobInfo | null> {
    try {
      const stats = await stat(this.dataPath(key));
      if (!stats.isFile()) return null;
      const sidecar = await readFile(this.metaPath(key), 'utf8').then(
        (text) => JSON.parse(text) as Sidecar,
        () => null,
      );
      return { key, size: stats.size, contentType: sidecar?.contentType ?? DEFAULT_CONTENT_TYPE, metadata: sidecar?.metadata ?? {} };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async get(key: string, range?: ByteRange): Promise<{ info: BlobInfo; body: Readable } | null> {
    const info = await this.head(key);
    if (!info) return null;
    const body = createReadStream(this.dataPath(key), range ? { start: range.start, end: range.end } : {});
    return { info, body };
  }

  async delete(key: string): Promise<void> {
    await rm(this.dataPath(key), { force: true });
    await rm(this.metaPath(key), { force: true });
  }

  async list(prefix: string): Promise<BlobListing[]> {
    assertBlobPrefix(prefix);
    // Only the folder the prefix's last complete segment names is walked.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    const found: BlobListing[] = [];
    const walk = async (relative: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(path.join(this.data, ...relative.split('/').filter(Boolean)), { withFileTypes: true });
      } catch (err) {
        if (isMissing(err)) return;
        throw err;
      }
      for (const entry of entries) {
        const key = relative ? `${relative}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) await walk(key);
        } else if (entry.isFile() && key.startsWith(prefix)) {
          const stats = await stat(path.join(this.data, ...key.split('/'))).catch(() => null);
          if (stats) found.push({ key, size: stats.size });
        }
      }
    };
    await walk(folder);
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async close(): Promise<void> {
    // Nothing is held open between calls.
  }
}
