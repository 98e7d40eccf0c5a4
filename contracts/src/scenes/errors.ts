import type { ErrorCodeTable } from '../kernel/errors';

export const SceneErrorCode = {
  /** A save based on a version that is no longer the latest: the editor offers reload or keep as a new version. */
  staleSceneVersion: 409,
  /** An SVG import refused whole; the answer lists every problem found. */
  sceneImportRefused: 400,
  sceneDocumentTooLarge: 413,
} as const satisfies ErrorCodeTable;
