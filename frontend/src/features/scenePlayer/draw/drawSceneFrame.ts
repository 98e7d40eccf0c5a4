// The same frame as SceneFrame, drawn without React: for thumbnails, pixel hashes and the exporter.
// Builds plain Konva nodes from the same attributes (paint.ts, clip.ts), so both draw the same pixels.
import Konva from 'konva';
import { SceneDefaults, type SceneDocument } from '@wb/contracts';
import { frameAt, type FrameNode } from '../model/frame';
import { imageSize, pathAttrs, rectAttrs, transformAttrs } from './paint';
import { handwritingAttrs } from './handwriting';
import { clipFuncOf, maskClip } from './clip';
import { cachedImage, preloadImages } from './imageCache';
import { SCENE_ELEMENT } from './SceneFrame';

const shapeOf = (node: FrameNode, own: Konva.NodeConfig): Konva.Node | null => {
  switch (node.element.type) {
    case 'rect':
      return new Konva.Rect({ ...rectAttrs(node), ...own });
    case 'path':
      return new Konva.Path({ ...pathAttrs(node), ...own });
    case 'text':
      return new Konva.Shape({ ...handwritingAttrs(node), ...own });
    case 'image': {
      const image = node.element.src ? cachedImage(node.element.src) : null;
      return image ? new Konva.Image({ image, ...imageSize(node, image), perfectDrawEnabled: false, ...own }) : null;
    }
    case 'group':
    case 'mask': {
      const clip = node.element.type === 'mask' ? { clipFunc: clipFuncOf(maskClip(node.clip)) } : {};
      const group = new Konva.Group({ ...clip, ...own });
      for (const child of node.children) {
        const drawn = nodeOf(child);
        if (drawn) group.add(drawn as Konva.Group | Konva.Shape);
      }
      return group;
    }
    default:
      return null;
  }
};

const nodeOf = (node: FrameNode): Konva.Node | null => {
  const { element } = node;
  const identity = { id: element.id, name: SCENE_ELEMENT, ...transformAttrs(node) };
  if (!element.clipPath || element.type === 'group' || element.type === 'mask') return shapeOf(node, identity);
  const shape = shapeOf(node, {});
  if (!shape) return null;
  const group = new Konva.Group({ ...identity, clipFunc: clipFuncOf(new Path2D(element.clipPath)) });
  group.add(shape as Konva.Group | Konva.Shape);
  return group;
};

/**
 * Replaces the contents of `container` with the frame of `document` at `time` and draws its layer.
 * Images not loaded yet are left out: await preloadImages(document) first for a complete frame.
 */
export const drawSceneFrame = (container: Konva.Layer | Konva.Group, document: SceneDocument, time: number): void => {
  container.destroyChildren();
  for (const node of frameAt(document, time)) {
    const drawn = nodeOf(node);
    if (drawn) container.add(drawn as Konva.Group | Konva.Shape);
  }
  container.getLayer()?.draw();
};

export interface RenderOptions {
  /** Output size in CSS pixels; the scene is scaled to fit it (1920x1080 by default). */
  width: number;
  height: number;
  pixelRatio?: number;
  /** Painted under the scene; the stage's own white by default. */
  background?: string;
}

/** One frame on a new canvas, every image loaded first: for thumbnails, hashes and the exporter. */
export const renderFrameToCanvas = async (document: SceneDocument, time: number, options: RenderOptions): Promise<HTMLCanvasElement> => {
  await preloadImages(document);
  const sceneWidth = document.dimensions?.width ?? SceneDefaults.width;
  const sceneHeight = document.dimensions?.height ?? SceneDefaults.height;
  const scale = Math.min(options.width / sceneWidth, options.height / sceneHeight);
  const stage = new Konva.Stage({ container: window.document.createElement('div'), width: options.width, height: options.height });
  try {
    const layer = new Konva.Layer({ listening: false });
    stage.add(layer);
    layer.add(new Konva.Rect({ width: options.width, height: options.height, fill: options.background ?? 'white', listening: false }));
    const scene = new Konva.Group({ scaleX: scale, scaleY: scale });
    layer.add(scene);
    drawSceneFrame(scene, document, time);
    return stage.toCanvas({ pixelRatio: options.pixelRatio ?? 1 });
  } finally {
    stage.destroy();
  }
};
