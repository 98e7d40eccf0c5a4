// A scene's thumbnail: the player's own frame at a time (contracts thumbnailTime), as a PNG, drawn
// offscreen after every image has loaded. The dashboard uploads it (purpose sceneThumbnail).
import type { SceneDocument } from '@wb/contracts';
import { sceneSizeOf } from './model/sceneSize';
import { renderFrameToCanvas } from './draw/drawSceneFrame';

export const renderThumbnail = async (document: SceneDocument, time: number, options: { width: number }): Promise<Blob> => {
  const scene = sceneSizeOf(document);
  const width = Math.max(1, Math.round(options.width));
  const height = Math.max(1, Math.round((width * scene.height) / scene.width));
  const canvas = await renderFrameToCanvas(document, time, { width, height });
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The thumbnail could not be drawn.'))), 'image/png');
  });
};
