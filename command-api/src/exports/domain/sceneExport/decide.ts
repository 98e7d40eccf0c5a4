// Scene export rules (spec 002 sections 2 and 7): an export is added for a scene that exists, then
// requested with the scene's saved document; the lifecycle rules after that are lifecycle.ts's.
import type { Decision } from '../../../shared/domain/decider';
import { isDomainError } from '../../../shared/domain/domainError';
import { sceneExportRefusals, sceneNotFound } from '../errors';
import { decideLifecycle, type LifecycleChange, type LifecycleCommand, type RenderRequest } from '../lifecycle';
import type { SceneExport, SceneExportEvent } from './state';

/** The scene as its stream has it when the export is added; null when there is none (or it was deleted). */
export interface ExportedScene {
  readonly sceneID: string;
  readonly projectID: string;
  readonly name: string;
}

export type SceneExportCommand =
  | { readonly type: 'AddSceneExport'; readonly sceneExportID: string; readonly scene: ExportedScene | null; readonly userID: number | null; readonly createdOn: string }
  /** `sceneFound`: the scene still exists; `request` is null when it has no saved document. */
  | { readonly type: 'RequestSceneExport'; readonly projectID: string; readonly sceneFound: boolean; readonly request: RenderRequest | null }
  | Exclude<LifecycleCommand, { type: 'RequestExport' }>;

const eventOf = (state: { sceneExportID: string; sceneID: string }, change: LifecycleChange): SceneExportEvent => {
  const { sceneExportID, sceneID } = state;
  switch (change.type) {
    case 'requested':
      return { type: 'SceneExportRequested', data: { sceneExportID, sceneID, ...change.request, attempt: change.attempt } };
    case 'progressed':
      return { type: 'SceneExportProgressed', data: { sceneExportID, framesDone: change.framesDone, framesTotal: change.framesTotal } };
    case 'completed':
      return { type: 'SceneExportCompleted', data: { sceneExportID, ...change.result, completedOn: change.completedOn } };
    case 'failed':
      return { type: 'SceneExportFailed', data: { sceneExportID, reason: change.reason, failedOn: change.failedOn } };
    default: {
      const _exhaustive: never = change;
      return _exhaustive;
    }
  }
};

const add = (command: Extract<SceneExportCommand, { type: 'AddSceneExport' }>, state: SceneExport): Decision<SceneExportEvent> => {
  // A retried add of the same id (its Idempotency-Key) finds the export made.
  if (state !== null) return [];
  const { scene } = command;
  if (scene === null) return sceneNotFound();
  return [
    {
      type: 'SceneExportAdded',
      data: { sceneExportID: command.sceneExportID, sceneID: scene.sceneID, projectID: scene.projectID, sceneName: scene.name, userID: command.userID, createdOn: command.createdOn },
    },
  ];
};

export const decide = (command: SceneExportCommand, state: SceneExport): Decision<SceneExportEvent> => {
  if (command.type === 'AddSceneExport') return add(command, state);
  // A deleted scene is rendered no more; an export already rendering or done is left as it is.
  if (command.type === 'RequestSceneExport' && !command.sceneFound && (state?.phase === 'added' || state?.phase === 'failed')) return sceneNotFound('sceneExportIDs');
  const lifecycle: LifecycleCommand = command.type === 'RequestSceneExport' ? { type: 'RequestExport', inProject: state?.projectID === command.projectID, request: command.request } : command;
  const changes = decideLifecycle(lifecycle, state, sceneExportRefusals);
  if (isDomainError(changes)) return changes;
  return state === null ? [] : changes.map((change) => eventOf(state, change));
};
