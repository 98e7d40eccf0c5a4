import type { Readable } from 'node:stream';

/** The whole stream as one buffer, or `tooLarge()` thrown (and the stream ended) once it passes `bytes`. */
export const readAtMost = async (stream: Readable, bytes: number, tooLarge: () => Error): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer | string>) {
      const bufferChunk = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      total += bufferChunk.length;
      if (total > bytes) throw tooLarge();
      chunks.push(bufferChunk);
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks, total);
};
