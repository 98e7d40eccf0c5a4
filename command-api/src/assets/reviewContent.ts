// Reads the first bytes of a stored file for review and says whether they are what its extension says
// (the same check an upload passes: uploads/contentCheck.ts). The upload was checked as it was stored;
// reading the stored blob again holds /project/addFile to what is really there, whatever wrote it.
import { blobKeyOfUrl, extensionOf } from '@wb/contracts';
import type { BlobStore } from '@wb/platform';
import { contentMatches, SNIFF_BYTES } from '../uploads/contentCheck';
import type { ReviewCheck } from './domain/file/review';

const headOf = async (body: NodeJS.ReadableStream): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    chunks.push(bytes);
    length += bytes.length;
    if (length >= SNIFF_BYTES) break;
  }
  return Buffer.concat(chunks).subarray(0, SNIFF_BYTES);
};

export const reviewContentAt = async (blobs: BlobStore, url: string, type: string): Promise<ReviewCheck> => {
  const key = blobKeyOfUrl(url);
  if (key === null) return { contentMatches: false };
  const found = await blobs.get(key, { start: 0, end: SNIFF_BYTES - 1 });
  if (found === null) return { contentMatches: false };
  const head = await headOf(found.body);
  // The stored key's extension is what the file is served as; the claimed type must agree with it too (fileClaimRefusal).
  const extension = extensionOf(key) || type;
  return { contentMatches: await contentMatches(extension.toLowerCase(), head, head.length >= found.info.size) };
};
