// The canvas the exporter encodes: the scene player's frame (drawSceneFrame, the same Konva nodes
// and layout as renderFrameToCanvas), drawn over a background into which the settled elements at the
// back have been baked (settled.ts). The pixels equal renderFrameToCanvas's, which the probes check.
import Konva from 'konva';
import type { SceneDocument } from '@wb/contracts';
import { drawSceneFrame } from '../scenePlayer/draw/drawSceneFrame';
import { fitScale, sceneSizeOf } from '../scenePlayer/model/sceneSize';

interface Layered {
  stage: Konva.Stage;
  layer: Konva.Layer;
  scene: Konva.Group;
}

const BACKGROUND = 'white';

/** A stage of the output size with renderFrameToCanvas's layout: a white rect, the scene scaled to fit. */
const layered = (width: number, height: number, scale: number, under: Konva.Shape): Layered => {
  const stage = new Konva.Stage({ container: window.document.createElement('div'), width, height });
  const layer = new Konva.Layer({ listening: false });
  // One canvas pixel per output pixel, whatever the window's devicePixelRatio (renderFrameToCanvas's pixelRatio 1).
  layer.getCanvas().setPixelRatio(1);
  stage.add(layer);
  layer.add(under);
  const scene = new Konva.Group({ scaleX: scale, scaleY: scale });
  layer.add(scene);
  return { stage, layer, scene };
};

export interface FrameStage {
  /** Draws the frame at `time`, the first `baked` elements taken from the background; returns the canvas. */
  draw(time: number, baked: number): HTMLCanvasElement;
  destroy(): void;
}

export const createFrameStage = (document: SceneDocument, width: number, height: number): FrameStage => {
  const scale = fitScale(sceneSizeOf(document), { width, height });
  const bake = layered(width, height, scale, new Konva.Rect({ width, height, fill: BACKGROUND, listening: false }));
  const bakedCanvas = bake.layer.getNativeCanvasElement();
  const backdrop = new Konva.Image({ image: bakedCanvas, width, height, listening: false, perfectDrawEnabled: false });
  const plain = new Konva.Rect({ width, height, fill: BACKGROUND, listening: false });
  const main = layered(width, height, scale, plain);
  main.layer.add(backdrop);
  backdrop.moveToBottom();
  let bakedCount = 0;
  const elementsFrom = (from: number, to?: number): SceneDocument => ({ ...document, elements: document.elements.slice(from, to) });
  return {
    draw(time, baked) {
      if (baked !== bakedCount) {
        // The settled prefix only grows within a chunk, so this runs once per newly settled run of elements.
        if (baked > 0) drawSceneFrame(bake.scene, elementsFrom(0, baked), time);
        bakedCount = baked;
      }
      backdrop.visible(bakedCount > 0);
      plain.visible(bakedCount === 0);
      drawSceneFrame(main.scene, elementsFrom(bakedCount), time);
      return main.layer.getNativeCanvasElement();
    },
    destroy() {
      bake.stage.destroy();
      main.stage.destroy();
    },
  };
};
