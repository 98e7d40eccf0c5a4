// The real renderer (../render: headless Chromium drawing with the scene player's own code, H.264 from
// WebCodecs, ffmpeg to mux and join) behind the service's ExportRenderer port. The page is the
// product's client, served by this process on 127.0.0.1 from the built files: a secure context (which
// WebCodecs needs) that no host check or sign-in stands in front of, in the embedded and the
// distributed mode alike. Both the client server and the browser start at the first part, so a
// process that never exports never starts a browser, and a client built later is picked up then.
import type { Readable } from 'node:stream';
import { blobKeyOfUrl } from '@wb/contracts';
import type { BlobStore, Logger } from '@wb/platform';
import { createRenderer, joinChunks, serveClientFiles, type FetchImage, type Renderer, type ServedClient } from '../render';
import type { ExportRenderer } from './renderer';

/** The largest image handed to the page; a bigger one is left out of the frame (and logged). */
const MAX_IMAGE_BYTES = 50 * 1024 * 1024;

const readAll = async (body: Readable): Promise<Buffer> => {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(part as Buffer);
  return Buffer.concat(parts);
};

/** The document's images, from the BlobStore by the key in their address (/api/v1/blobs/<key>). */
export const storedImages =
  (blobs: BlobStore, logger: Logger): FetchImage =>
  async (url) => {
    const key = blobKeyOfUrl(url);
    if (key === null) return null;
    const found = await blobs.get(key);
    if (found === null) return null;
    if (found.info.size > MAX_IMAGE_BYTES) {
      found.body.destroy();
      logger.warn({ blobKey: key, size: found.info.size }, 'export image too large: left out');
      return null;
    }
    return readAll(found.body);
  };

export interface ChromiumRendererOptions {
  readonly blobs: BlobStore;
  readonly logger: Logger;
  /** The built client (frontend/dist). */
  readonly clientDir: string;
}

export const chromiumRenderer = (options: ChromiumRendererOptions): ExportRenderer => {
  let started: Promise<{ client: ServedClient; renderer: Renderer }> | null = null;
  const start = () =>
    (started ??= (async () => {
      const client = await serveClientFiles(options.clientDir);
      return { client, renderer: createRenderer({ appUrl: client.url, fetchImage: storedImages(options.blobs, options.logger) }) };
    })().catch((err: unknown) => {
      // Not built yet (or the port refused): the next part tries again.
      started = null;
      throw err;
    }));

  return {
    async renderChunk(job) {
      const { renderer } = await start();
      await renderer.renderChunk(job);
    },
    joinChunks: (chunkFiles, outFile) => joinChunks(chunkFiles, outFile),
    async close() {
      const running = started;
      started = null;
      if (running === null) return;
      const { client, renderer } = await running.catch(() => ({ client: null, renderer: null }));
      await renderer?.close();
      await client?.close();
    },
  };
};
