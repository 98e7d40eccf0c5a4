// Pictures embedded in an imported SVG (data: URIs) are stored as files and the document keeps their
// addresses: a saved element's src is bounded, and the editor, thumbnails and export load pictures by
// address. The pure steps (which pictures, putting addresses in) are the import's; this is the I/O.
// Each picture is stored as an upload is, through the upload guard: a picture that is not what its
// type says, a bomb of pixels or a hostile SVG refuses the import, and the pictures stored before it
// are dropped, so a refused import leaves no file behind.
import { Readable } from 'node:stream';
import type { SceneDocument } from '@wb/contracts';
import { ApiError, type BlobStore } from '@wb/platform';
import { storeUpload } from '../uploads/store';
import { embeddedImagesOf, withImageAddresses } from '../svgImport/embeddedImages';

const pictureRefused = (name: string, err: ApiError): ApiError => {
  const message = `The picture "${name}" in this SVG file was refused: ${err.message}`;
  return new ApiError(err.code, message, { url: message });
};

export const storeEmbeddedImages = async (blobs: BlobStore, document: SceneDocument, userID: number): Promise<SceneDocument> => {
  const images = embeddedImagesOf(document);
  if (images.length === 0) return document;
  const addresses = new Map<string, string>();
  const stored: string[] = [];
  try {
    for (const image of images) {
      const declared = { purpose: 'sceneImage' as const, extension: image.extension, name: `${image.elementID}.${image.extension}` };
      const upload = await storeUpload(blobs, Readable.from([Buffer.from(image.base64, 'base64')]), declared, userID, null).catch((err: unknown) => {
        throw err instanceof ApiError ? pictureRefused(image.name, err) : err;
      });
      stored.push(upload.key);
      addresses.set(image.elementID, upload.url);
    }
  } catch (err) {
    await Promise.all(stored.map((key) => blobs.delete(key).catch(() => undefined)));
    throw err;
  }
  return withImageAddresses(document, addresses);
};
