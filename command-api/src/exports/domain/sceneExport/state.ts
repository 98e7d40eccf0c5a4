// The SceneExport aggregate's state, folded from sceneexport-<sceneExportID>: which scene it renders
// and where its lifecycle stands (lifecycle.ts).
import type { EventOf, ExportEvents } from '@wb/contracts';
import { addedLifecycle, applyChange, type ExportLifecycle, type LifecycleChange } from '../lifecycle';

export type SceneExportEvent = Extract<EventOf<typeof ExportEvents>, { type: `SceneExport${string}` }>;

export interface SceneExportState extends ExportLifecycle {
  readonly sceneExportID: string;
  readonly sceneID: string;
}

/** null until SceneExportAdded. */
export type SceneExport = SceneExportState | null;

export const initialState: SceneExport = null;

/** The lifecycle change an event records (SceneExportAdded starts the lifecycle instead). */
export const changeOf = (event: Exclude<SceneExportEvent, { type: 'SceneExportAdded' }>): LifecycleChange => {
  switch (event.type) {
    case 'SceneExportRequested': {
      const { sceneExportID: _id, sceneID: _scene, attempt, ...request } = event.data;
      return { type: 'requested', request, attempt };
    }
    case 'SceneExportProgressed':
      return { type: 'progressed', framesDone: event.data.framesDone, framesTotal: event.data.framesTotal };
    case 'SceneExportCompleted': {
      const { sceneExportID: _id, completedOn, ...result } = event.data;
      return { type: 'completed', result, completedOn };
    }
    case 'SceneExportFailed':
      return { type: 'failed', reason: event.data.reason, failedOn: event.data.failedOn };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

export const evolve = (state: SceneExport, event: SceneExportEvent): SceneExport => {
  if (event.type === 'SceneExportAdded') return { ...addedLifecycle(event.data.projectID), sceneExportID: event.data.sceneExportID, sceneID: event.data.sceneID };
  return state === null ? state : { ...state, ...applyChange(state, changeOf(event)) };
};
