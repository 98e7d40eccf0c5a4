// Where the 1920x1080 scene sits in the stage: fitted with a margin, then the user's zoom and pan.
import type { StageView } from '../state/editorSlice';

export interface Placement {
  /** Stage pixels per scene pixel. */
  scale: number;
  x: number;
  y: number;
}

const MARGIN = 0.92;
export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 10;

const fitScale = (box: { width: number; height: number }, scene: { width: number; height: number }) => Math.max(0.01, Math.min(box.width / scene.width, box.height / scene.height) * MARGIN);

export const placementOf = (box: { width: number; height: number }, scene: { width: number; height: number }, view: StageView): Placement => {
  const scale = fitScale(box, scene) * view.zoom;
  return { scale, x: (box.width - scene.width * scale) / 2 + view.x, y: (box.height - scene.height * scale) / 2 + view.y };
};

export const toScene = (p: Placement, point: { x: number; y: number }) => ({ x: (point.x - p.x) / p.scale, y: (point.y - p.y) / p.scale });

/** Alt+wheel: zooms by a tenth a notch, keeping the scene point under the pointer where it is. */
export const zoomAt = (box: { width: number; height: number }, scene: { width: number; height: number }, view: StageView, pointer: { x: number; y: number }, deltaY: number): StageView => {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.zoom * (deltaY < 0 ? 1.1 : 1 / 1.1)));
  const before = placementOf(box, scene, view);
  const at = toScene(before, pointer);
  const scale = fitScale(box, scene) * zoom;
  return { zoom, x: pointer.x - at.x * scale - (box.width - scene.width * scale) / 2, y: pointer.y - at.y * scale - (box.height - scene.height * scale) / 2 };
};
