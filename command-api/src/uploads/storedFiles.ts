// Reads what is stored at an address a call names (the blob's head: its size and who uploaded it),
// for decide to judge (domain/storedFile.ts). Never the bytes.
import { blobKeyOfUrl, extensionOf, purposeOfBlobKey } from '@wb/contracts';
import type { BlobStore } from '@wb/platform';
import type { StoredLookup } from './domain/storedFile';

export const storedFileAt = async (blobs: BlobStore, url: string): Promise<StoredLookup> => {
  const key = blobKeyOfUrl(url);
  const purpose = key === null ? null : purposeOfBlobKey(key);
  // Only finished uploads' keys: a staging part, or any other address, is no file to name.
  if (key === null || purpose === null) return 'notAnUpload';
  const info = await blobs.head(key);
  if (!info) return 'noFile';
  const uploader = info.metadata.userid ?? '';
  return { purpose, extension: extensionOf(key), size: info.size, uploaderID: /^\d{1,15}$/.test(uploader) ? Number(uploader) : null };
};
