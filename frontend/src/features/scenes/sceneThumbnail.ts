// A scene's thumbnail is drawn by the scene player itself (the same frame the editor and review show),
// as a PNG twice the card's width so it stays sharp on dense screens, and sent as an upload.
import type { SceneDocument } from '@wb/contracts';
import { uploadFile } from '../../shared/upload/uploadFile';

/** Card width 300 (spec 002 section 9), drawn at 2x. */
export const THUMBNAIL_WIDTH = 600;

/** Draws the frame at `time` (ms) and uploads it (purpose sceneThumbnail); resolves to its stored URL. */
export const uploadSceneThumbnail = async (sceneID: string, document: SceneDocument, time: number): Promise<string> => {
  // Loaded when first drawn: the player brings Konva, and the store's modules (with the saga tests
  // that build the store) should not load it.
  const { renderThumbnail } = await import('../scenePlayer');
  const png = await renderThumbnail(document, time, { width: THUMBNAIL_WIDTH });
  return uploadFile(png, 'sceneThumbnail', { name: `${sceneID}-thumbnail.png` });
};
