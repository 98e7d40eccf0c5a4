// Scene rules (spec 002 sections 2, 3, 5 and 8): create (New scene, duplicate, SVG import), rename
// (never empty), duration, thumbnail, notes, labels, delete, and the versioned document saves.
import type { ImportProblem } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import { changeNotes, changeThumbnail, type ChangeSceneNotes, type ChangeSceneThumbnail } from './attachments';
import { importRefused, labelNotFound, nameRequired, projectNotFound, sceneNotFound, unknownKey } from '../errors';
import { versionOfKey, type Scene, type SceneEvent, type SceneState } from './state';
import { decideSave, type SaveSceneDocument, type StoredDocument } from './save';

export interface NewScene {
  readonly sceneID: string;
  readonly projectID: string;
  /** Whether the project exists (and is not deleted), from its stream. */
  readonly projectFound: boolean;
  readonly name: string;
  readonly duration: number;
  readonly width: number;
  readonly height: number;
  readonly userID: number | null;
  readonly userName: string;
}

export type SceneCommand =
  /** New scene, or a duplicate of `copy.source` whose current document was stored again as `copy.document`. */
  | (NewScene & { type: 'CreateScene'; copy: { sceneID: string; source: Scene; document: StoredDocument | null } | null })
  /** A new scene from an .svg: refused whole when the import found problems. */
  | (NewScene & { type: 'ImportScene'; problems: readonly ImportProblem[]; document: StoredDocument | null; url: string; fileName: string })
  | { type: 'RenameScene'; name: string }
  | { type: 'ChangeSceneDuration'; duration: number }
  | ChangeSceneThumbnail
  | ChangeSceneNotes
  | { type: 'AddSceneLabel'; labelID: string; labelFound: boolean }
  | { type: 'RemoveSceneLabel'; labelID: string }
  | { type: 'DeleteScene'; projectID: string }
  | { type: 'ChangeSceneKey'; s3Key: string }
  | SaveSceneDocument;

const live = (state: Scene): SceneState | null => (state === null || state.deleted ? null : state);

const savedEvent = (sceneID: string, document: StoredDocument, command: NewScene, importedFrom: string | null): SceneEvent => ({
  type: 'SceneDocumentSaved',
  data: {
    sceneID,
    version: 1,
    key: document.key,
    hash: document.hash,
    bytes: document.bytes,
    elementCount: document.elementCount,
    duration: document.duration,
    userID: command.userID,
    userName: command.userName,
    restoredFrom: null,
    importedFrom,
  },
});

const create = (command: Extract<SceneCommand, { type: 'CreateScene' }>, state: Scene): Decision<SceneEvent> => {
  // A retried create of the same id (its Idempotency-Key) finds the scene made.
  if (state !== null) return [];
  if (!command.projectFound) return projectNotFound();
  if (command.name.trim() === '') return nameRequired();
  const source = command.copy === null ? null : live(command.copy.source);
  if (command.copy !== null && source === null) return sceneNotFound();
  // A duplicate has its source's size and duration, and its current document as version 1.
  const size = source ?? command;
  const created: SceneEvent = {
    type: 'SceneCreated',
    data: {
      sceneID: command.sceneID,
      projectID: command.projectID,
      name: command.name,
      duration: source?.duration ?? command.duration,
      width: size.width,
      height: size.height,
      userID: command.userID,
      copiedFrom: command.copy?.sceneID ?? null,
      importedFrom: null,
    },
  };
  const document = command.copy?.document ?? null;
  return document === null ? [created] : [created, savedEvent(command.sceneID, document, command, null)];
};

const importScene = (command: Extract<SceneCommand, { type: 'ImportScene' }>, state: Scene): Decision<SceneEvent> => {
  if (command.problems.length > 0) return importRefused(command.problems);
  if (state !== null) return [];
  if (!command.projectFound) return projectNotFound();
  if (command.name.trim() === '') return nameRequired();
  const document = command.document;
  const created: SceneEvent = {
    type: 'SceneCreated',
    data: {
      sceneID: command.sceneID,
      projectID: command.projectID,
      name: command.name,
      duration: document?.duration ?? command.duration,
      width: command.width,
      height: command.height,
      userID: command.userID,
      copiedFrom: null,
      importedFrom: { url: command.url, fileName: command.fileName },
    },
  };
  return document === null ? [created] : [created, savedEvent(command.sceneID, document, command, command.url)];
};

/** The rules of a command on an existing scene. */
const change = (command: Exclude<SceneCommand, { type: 'CreateScene' | 'ImportScene' }>, scene: SceneState): Decision<SceneEvent> => {
  const { sceneID } = scene;
  switch (command.type) {
    case 'RenameScene': {
      if (command.name.trim() === '') return nameRequired();
      return command.name === scene.name ? [] : [{ type: 'SceneRenamed', data: { sceneID, name: command.name, previousName: scene.name } }];
    }
    case 'ChangeSceneDuration':
      return command.duration === scene.duration ? [] : [{ type: 'SceneDurationChanged', data: { sceneID, duration: command.duration } }];
    case 'ChangeSceneThumbnail':
      return changeThumbnail(command, scene);
    case 'ChangeSceneNotes':
      return changeNotes(command, scene);
    case 'AddSceneLabel':
      if (!command.labelFound) return labelNotFound();
      return scene.labels.includes(command.labelID) ? [] : [{ type: 'SceneLabelAdded', data: { sceneID, labelID: command.labelID } }];
    case 'RemoveSceneLabel':
      return scene.labels.includes(command.labelID) ? [{ type: 'SceneLabelRemoved', data: { sceneID, labelID: command.labelID } }] : [];
    case 'DeleteScene':
      // A scene is deleted only from its own project's dashboard.
      return scene.projectID === command.projectID ? [{ type: 'SceneDeleted', data: { sceneID, projectID: scene.projectID } }] : sceneNotFound();
    case 'ChangeSceneKey': {
      const saved = versionOfKey(scene, command.s3Key);
      if (saved === null) return unknownKey();
      return saved.version === scene.current ? [] : [{ type: 'SceneKeyChanged', data: { sceneID, s3Key: command.s3Key } }];
    }
    case 'SaveSceneDocument':
      return decideSave(command, scene);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};

export const decide = (command: SceneCommand, state: Scene): Decision<SceneEvent> => {
  if (command.type === 'CreateScene') return create(command, state);
  if (command.type === 'ImportScene') return importScene(command, state);
  // Deleting a scene already deleted changes nothing; anything else on it is refused as not found.
  if (command.type === 'DeleteScene' && state?.deleted === true && state.projectID === command.projectID) return [];
  const scene = live(state);
  if (scene === null) return sceneNotFound();
  return change(command, scene);
};
