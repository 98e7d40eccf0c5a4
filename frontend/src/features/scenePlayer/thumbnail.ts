// A scene's thumbnail: the player's own frame at a time (contracts thumbnailTime), as a PNG, drawn
// offscreen after every image has loaded. The dashboard uploads it (purpose sceneThumbnail).
import { SceneDefaults, type SceneDocument } from '@wb/contracts';
import { renderFrameToCanvas } from './draw/drawSceneFrame';

export const renderThumbnail = async (document: SceneDocument, time: number, options: { width: number }): Promise<Blob> => {
  const sceneWidth = document.dimensions?.width ?? SceneDefaults.width;
  const sceneHeight = document.dimensions?.height ?? SceneDefaults.height;
  const width = Math.max(1, Math.round(options.width));
  const height = Math.max(1, Math.round((width * sceneHeight) / sceneWidth));
  const canvas = await renderFrameToCanvas(document, time, { width, height });
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The thumbnail could not be drawn.'))), 'image/png');
  });
};
