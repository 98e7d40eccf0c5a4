// The thumbnails' zip over a real HTTP answer: every thumbnail streamed one at a time (never two open,
// never one read that will not fit), and what is not a thumbnail-sized image, or would pass the zip's
// bound, listed in failures.txt instead.
import type { Server } from 'node:http';
import { Readable } from 'node:stream';
import express from 'express';
import yauzl from 'yauzl';
import { freePort, type BlobInfo, type BlobStore } from '@wb/platform';
import { sendThumbnailsZip, type ThumbnailSource } from './thumbnailsZip';

const MB = 1024 * 1024;
const keyOf = (n: number, extension: string) => `kitThumbnail/2026/01/00000000-0000-4000-8000-${String(n).padStart(12, '0')}.${extension}`;

interface Stored {
  readonly contentType: string;
  readonly bytes: Buffer;
}

/** A BlobStore of what the test puts in it, counting the streams open at once and every key read. */
const storeOf = (stored: Map<string, Stored>) => {
  const seen = { open: 0, mostOpen: 0, read: [] as string[] };
  const infoOf = (key: string): BlobInfo | null => {
    const blob = stored.get(key);
    return blob ? { key, size: blob.bytes.length, contentType: blob.contentType, metadata: {} } : null;
  };
  const blobs = {
    head: async (key: string) => infoOf(key),
    get: async (key: string) => {
      const info = infoOf(key);
      if (!info) return null;
      seen.read.push(key);
      seen.open += 1;
      seen.mostOpen = Math.max(seen.mostOpen, seen.open);
      const body = Readable.from(chunksOf(stored.get(key)?.bytes ?? Buffer.alloc(0)));
      body.once('close', () => {
        seen.open -= 1;
      });
      return { info, body };
    },
  } as unknown as BlobStore;
  return { blobs, seen };
};

function* chunksOf(bytes: Buffer): Generator<Buffer> {
  for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
}

const zipEntries = (bytes: Buffer): Promise<Map<string, Buffer>> =>
  new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });

let server: Server;
let url: string;
let answer: (res: express.Response) => Promise<void>;
beforeAll(async () => {
  const app = express();
  app.get('/zip', (_req, res, next) => {
    answer(res).catch(next);
  });
  const port = await freePort();
  server = app.listen(port);
  url = `http://127.0.0.1:${port}/zip`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const kit = (n: number, thumbnail: string): ThumbnailSource => ({ kitID: `k${n}`, name: `Kit ${n}`, slug: `kit-${n}`, thumbnail });

describe("the kits' thumbnails zip", () => {
  it('streams each image in turn and lists, without reading them, what is no thumbnail-sized image or passes the bound', async () => {
    const png = (size: number) => ({ contentType: 'image/png', bytes: Buffer.alloc(size, 7) });
    const stored = new Map<string, Stored>([
      [keyOf(1, 'png'), png(3 * MB)],
      [keyOf(2, 'png'), png(2 * MB)],
      [keyOf(3, 'mp3'), { contentType: 'audio/mpeg', bytes: Buffer.alloc(10) }],
      [keyOf(4, 'png'), png(11 * MB)],
      [keyOf(5, 'png'), png(2 * MB)],
      [keyOf(6, 'png'), png(1 * MB)],
    ]);
    const { blobs, seen } = storeOf(stored);
    const kits = [
      kit(1, `/api/v1/blobs/${keyOf(1, 'png')}`),
      kit(2, `/api/v1/blobs/${keyOf(2, 'png')}`),
      kit(3, `/api/v1/blobs/${keyOf(3, 'mp3')}`),
      kit(4, `/api/v1/blobs/${keyOf(4, 'png')}`),
      kit(5, `/api/v1/blobs/${keyOf(5, 'png')}`),
      kit(6, `/api/v1/blobs/${keyOf(6, 'png')}`),
      kit(7, `/api/v1/blobs/${keyOf(7, 'png')}`),
      kit(8, 'https://example.com/x.png'),
    ];
    // A bound of 6 MB: kits 1 and 2 (5 MB) fit, kit 5 (2 MB more) does not, kit 6 (1 MB) still does.
    answer = (res) => sendThumbnailsZip(res, 'kit-thumbnails.zip', blobs, kits, 6 * MB);

    const res = await fetch(url);
    expect(res.status).toBe(200);
    const entries = await zipEntries(Buffer.from(await res.arrayBuffer()));

    expect([...entries.keys()].sort()).toEqual(['failures.txt', 'kit-1-k1.png', 'kit-2-k2.png', 'kit-6-k6.png']);
    expect(entries.get('kit-1-k1.png')?.equals(stored.get(keyOf(1, 'png'))?.bytes ?? Buffer.alloc(0))).toBe(true);
    expect(seen.read).toEqual([keyOf(1, 'png'), keyOf(2, 'png'), keyOf(6, 'png')]);
    expect(seen.mostOpen).toBe(1);
    expect(
      (entries.get('failures.txt')?.toString() ?? '')
        .split('\n')
        .slice(1, -1)
        .map((line) => line.split('\t')[3]),
    ).toEqual(['not a jpeg or png image', 'larger than a thumbnail may be (10 MB)', 'the zip reached its bound of 6 MB', 'the stored file is missing', 'not a stored file']);
  });
});
