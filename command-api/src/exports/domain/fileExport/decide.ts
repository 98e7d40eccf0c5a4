// File export rules (spec 002 sections 4 and 7, File review's Export SVGs): an export is added for a
// project's SVG file, then requested with the scene document its SVG imported into; the lifecycle
// rules after that are lifecycle.ts's.
import type { Decision } from '../../../shared/domain/decider';
import { isDomainError } from '../../../shared/domain/domainError';
import { fileExportRefusals, fileNotFound, fileNotInProject, fileNotSvg } from '../errors';
import { decideLifecycle, type LifecycleChange, type LifecycleCommand, type RenderRequest } from '../lifecycle';
import type { FileExport, FileExportEvent } from './state';

/** The file as its stream has it; null when there is none (or it was deleted). */
export interface ExportedFile {
  readonly fileID: string;
  readonly name: string;
  /** The stored file's extension (of its first upload, which its versions keep). */
  readonly type: string;
  readonly projectIDs: readonly string[];
}

export type FileExportCommand =
  | { readonly type: 'AddFileExport'; readonly fileExportID: string; readonly file: ExportedFile | null; readonly userID: number | null; readonly createdOn: string }
  /** `fileProjectIDs`: the projects the file is in now. */
  | { readonly type: 'RequestFileExport'; readonly projectID: string; readonly fileProjectIDs: readonly string[]; readonly request: RenderRequest | null }
  | Exclude<LifecycleCommand, { type: 'RequestExport' }>;

const eventOf = (state: { fileExportID: string; fileID: string }, change: LifecycleChange): FileExportEvent => {
  const { fileExportID, fileID } = state;
  switch (change.type) {
    case 'requested':
      return { type: 'ReviewFileExportRequested', data: { fileExportID, fileID, ...change.request, attempt: change.attempt } };
    case 'progressed':
      return { type: 'ReviewFileExportProgressed', data: { fileExportID, framesDone: change.framesDone, framesTotal: change.framesTotal } };
    case 'completed':
      return { type: 'ReviewFileExportCompleted', data: { fileExportID, ...change.result, completedOn: change.completedOn } };
    case 'failed':
      return { type: 'ReviewFileExportFailed', data: { fileExportID, reason: change.reason, failedOn: change.failedOn } };
    default: {
      const _exhaustive: never = change;
      return _exhaustive;
    }
  }
};

const add = (command: Extract<FileExportCommand, { type: 'AddFileExport' }>, state: FileExport): Decision<FileExportEvent> => {
  if (state !== null) return [];
  const { file } = command;
  if (file === null) return fileNotFound();
  if (file.type.toLowerCase() !== 'svg') return fileNotSvg();
  // The export is shown on the project's page; a file in no project has none.
  const projectID = file.projectIDs[0];
  if (projectID === undefined) return fileNotInProject();
  return [{ type: 'ReviewFileExportAdded', data: { fileExportID: command.fileExportID, fileID: file.fileID, projectID, name: file.name, userID: command.userID, createdOn: command.createdOn } }];
};

export const decide = (command: FileExportCommand, state: FileExport): Decision<FileExportEvent> => {
  if (command.type === 'AddFileExport') return add(command, state);
  const lifecycle: LifecycleCommand =
    command.type === 'RequestFileExport' ? { type: 'RequestExport', inProject: command.fileProjectIDs.includes(command.projectID), request: command.request } : command;
  const changes = decideLifecycle(lifecycle, state, fileExportRefusals);
  if (isDomainError(changes)) return changes;
  return state === null ? [] : changes.map((change) => eventOf(state, change));
};
