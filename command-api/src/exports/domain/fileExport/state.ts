// The FileExport aggregate's state, folded from fileexport-<fileExportID>: which file it renders
// and where its lifecycle stands (lifecycle.ts).
import type { EventOf, ExportEvents } from '@wb/contracts';
import { addedLifecycle, applyChange, type ExportLifecycle, type LifecycleChange } from '../lifecycle';

export type FileExportEvent = Extract<EventOf<typeof ExportEvents>, { type: `ReviewFileExport${string}` }>;

export interface FileExportState extends ExportLifecycle {
  readonly fileExportID: string;
  readonly fileID: string;
}

/** null until ReviewFileExportAdded. */
export type FileExport = FileExportState | null;

export const initialState: FileExport = null;

/** The lifecycle change an event records (ReviewFileExportAdded starts the lifecycle instead). */
export const changeOf = (event: Exclude<FileExportEvent, { type: 'ReviewFileExportAdded' }>): LifecycleChange => {
  switch (event.type) {
    case 'ReviewFileExportRequested': {
      const { fileExportID: _id, fileID: _file, attempt, ...request } = event.data;
      return { type: 'requested', request, attempt };
    }
    case 'ReviewFileExportProgressed':
      return { type: 'progressed', framesDone: event.data.framesDone, framesTotal: event.data.framesTotal };
    case 'ReviewFileExportCompleted': {
      const { fileExportID: _id, completedOn, ...result } = event.data;
      return { type: 'completed', result, completedOn };
    }
    case 'ReviewFileExportFailed':
      return { type: 'failed', reason: event.data.reason, failedOn: event.data.failedOn };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

export const evolve = (state: FileExport, event: FileExportEvent): FileExport => {
  if (event.type === 'ReviewFileExportAdded') return { ...addedLifecycle(event.data.projectID), fileExportID: event.data.fileExportID, fileID: event.data.fileID };
  return state === null ? state : { ...state, ...applyChange(state, changeOf(event)) };
};
