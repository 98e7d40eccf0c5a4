// Pictures embedded in an imported SVG (data: URIs) are stored as files and the document keeps their
// addresses: a saved element's src is bounded, and the editor, thumbnails and export load pictures by
// address. The pure steps (which pictures, putting addresses in) are the import's; this is the I/O.
import { Readable } from 'node:stream';
import { contentTypeOf, type SceneDocument } from '@wb/contracts';
import type { BlobStore } from '@wb/platform';
import { newBlobKey } from '../uploads/blobKey';
import { blobUrlOf } from '../uploads/store';
import { embeddedImagesOf, withImageAddresses } from '../svgImport/embeddedImages';

export const storeEmbeddedImages = async (blobs: BlobStore, document: SceneDocument, userID: number): Promise<SceneDocument> => {
  const images = embeddedImagesOf(document);
  if (images.length === 0) return document;
  const addresses = new Map<string, string>();
  for (const image of images) {
    const key = newBlobKey('sceneImage', image.extension);
    await blobs.put(key, Readable.from([Buffer.from(image.base64, 'base64')]), {
      contentType: contentTypeOf(image.extension),
      metadata: { name: `${image.elementID}.${image.extension}`, userid: String(userID), purpose: 'sceneImage' },
    });
    addresses.set(image.elementID, blobUrlOf(key));
  }
  return withImageAddresses(document, addresses);
};
