// Stores an upload's bytes under a key the server makes, through the guard; answers its URL.
import type { Readable } from 'node:stream';
import { contentTypeOf, UploadPaths } from '@wb/contracts';
import type { BlobStore } from '@wb/platform';
import { newBlobKey } from './blobKey';
import { uploadGuard } from './guard';
import type { Declared } from './refusals';
import type { Room } from './uploadSpace';

export interface StoredUpload {
  readonly key: string;
  readonly url: string;
  readonly size: number;
}

export const blobUrlOf = (key: string): string => `${UploadPaths.blobs}/${key}`;

/** `room`: what is left of the uploader's quota (null when none binds them); more bytes fail the put. */
export const storeUpload = async (blobs: BlobStore, body: Readable, declared: Declared, userID: number, room: Room | null): Promise<StoredUpload> => {
  const key = newBlobKey(declared.purpose, declared.extension);
  const guard = uploadGuard(declared, room);
  // The source's failure (a cut connection) must fail the guard, which pipe alone would not do.
  body.on('error', (err) => guard.destroy(err));
  // The guard's refusal reaches the caller as the put's rejection; once the put has stopped listening,
  // a late second emission of it must not crash the process.
  guard.on('error', () => undefined);
  const info = await blobs.put(key, body.pipe(guard), {
    contentType: contentTypeOf(declared.extension),
    metadata: { name: declared.name, userid: String(userID), purpose: declared.purpose },
  });
  return { key, url: blobUrlOf(key), size: info.size };
};
