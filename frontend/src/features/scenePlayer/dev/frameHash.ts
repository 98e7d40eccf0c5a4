// A frame's pixel hash, and a thumbnail's format and size, for the browser tests. The hash is the
// sha-256 of the RGBA pixels of the frame rendered offscreen at a fixed size and pixel ratio, so it
// does not depend on the window, the screen or where the page's own stage is.
import type { SceneDocument } from '@wb/contracts';
import { renderFrameToCanvas } from '../draw/drawSceneFrame';
import { renderThumbnail } from '../thumbnail';
import type { ThumbnailFacts } from './benchWindow';

export const HASH_SIZE = { width: 960, height: 540, pixelRatio: 1 } as const;

export const frameHash = async (document: SceneDocument, time: number): Promise<string> => {
  const canvas = await renderFrameToCanvas(document, time, HASH_SIZE);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context to read the frame from.');
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
  const digest = await crypto.subtle.digest('SHA-256', pixels);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
};

export const thumbnailFacts = async (document: SceneDocument, time: number, width: number): Promise<ThumbnailFacts> => {
  const blob = await renderThumbnail(document, time, { width });
  const bitmap = await createImageBitmap(blob);
  const facts = { type: blob.type, bytes: blob.size, width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return facts;
};
