// A scene's stage size: its document's dimensions, or the default 1920x1080 (spec 002 section 9).
import { SceneDefaults, type SceneDocument } from '@wb/contracts';

export interface SceneSize {
  width: number;
  height: number;
}

export const sceneSizeOf = (document: SceneDocument | null): SceneSize => ({
  width: document?.dimensions?.width ?? SceneDefaults.width,
  height: document?.dimensions?.height ?? SceneDefaults.height,
});

/** The scale that fits a scene inside a box, keeping its aspect (0 for an empty box). */
export const fitScale = (scene: SceneSize, box: SceneSize): number => Math.max(0, Math.min(box.width / scene.width, box.height / scene.height));
