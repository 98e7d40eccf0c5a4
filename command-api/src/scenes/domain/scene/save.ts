// Saving a scene's document as a new version (docs/decisions/scenes-backend.md): the editor says which
// version it started from; a save on anything but the scene's current version is refused as stale,
// unless the editor asks to keep its copy as a new version on top of the latest. A restore and an
// SVG re-import are saves too (restoredFrom, importedFrom).
import type { ImportProblem } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import type { DomainError } from '../../../shared/domain/domainError';
import { importRefused, sceneNotFound, staleVersion, versionMoved } from '../errors';
import type { Scene, SceneEvent, SceneState } from './state';

/** A document stored for this scene, before the event that makes it a version. */
export interface StoredDocument {
  /** The version it was stored for (the key holds it): the decision checks it is the next one. */
  readonly version: number;
  readonly key: string;
  readonly hash: string;
  readonly bytes: number;
  readonly elementCount: number;
  readonly duration: number;
}

export interface SaveSceneDocument {
  readonly type: 'SaveSceneDocument';
  readonly baseVersion: number;
  readonly asNewVersion: boolean;
  /** The document stored for the next version; null when the route saw the save refused and stored nothing. */
  readonly stored: StoredDocument | null;
  readonly userID: number | null;
  readonly userName: string;
  readonly restoredFrom: number | null;
  /** The .svg a re-import read, else null. */
  readonly importedFrom: string | null;
  /** What a re-import found wrong: any problem refuses the save. */
  readonly problems: readonly ImportProblem[];
  /** A re-import names the project it is made in: a scene of another project is not found there. */
  readonly projectID: string | null;
}

/** The version a save on this state writes (the first on a scene never saved). */
export const nextVersion = (scene: Scene): number => (scene?.latest ?? 0) + 1;

/** Why this save is refused whatever document it carries, or null: the route asks before storing anything. */
export const saveRefusal = (command: Omit<SaveSceneDocument, 'stored'>, state: Scene): DomainError | null => {
  if (state === null || state.deleted) return sceneNotFound();
  if (command.projectID !== null && command.projectID !== state.projectID) return sceneNotFound();
  if (command.problems.length > 0) return importRefused(command.problems);
  if (!command.asNewVersion && command.baseVersion !== state.current) return staleVersion(state.current);
  return null;
};

export const decideSave = (command: SaveSceneDocument, scene: SceneState): Decision<SceneEvent> => {
  const refused = saveRefusal(command, scene);
  if (refused !== null) return refused;
  const stored = command.stored;
  if (stored === null || stored.version !== nextVersion(scene)) return versionMoved();
  return [
    {
      type: 'SceneDocumentSaved',
      data: {
        sceneID: scene.sceneID,
        version: stored.version,
        key: stored.key,
        hash: stored.hash,
        bytes: stored.bytes,
        elementCount: stored.elementCount,
        duration: stored.duration,
        userID: command.userID,
        userName: command.userName,
        restoredFrom: command.restoredFrom,
        importedFrom: command.importedFrom,
      },
    },
  ];
};
