// The Folder (project group) aggregate's state, folded from its stream folder-<projectGroupID>.
import { ProjectStatus, type EventOf, type FolderEvents, type TrelloBoards } from '@wb/contracts';
import type { z } from 'zod';

export type FolderEvent = EventOf<typeof FolderEvents>;

export interface FolderState {
  readonly projectGroupID: string;
  readonly name: string;
  readonly status: ProjectStatus;
  readonly boards: z.infer<typeof TrelloBoards>;
}

/** null until FolderCreated. */
export type Folder = FolderState | null;

export const initialState: Folder = null;

export const evolve = (state: Folder, event: FolderEvent): Folder => {
  if (event.type === 'FolderCreated') {
    return { projectGroupID: event.data.projectGroupID, name: event.data.name, status: ProjectStatus.Active, boards: [] };
  }
  if (state === null) return state;
  switch (event.type) {
    case 'FolderArchived':
      return { ...state, status: ProjectStatus.Archived };
    case 'FolderDeleted':
      return { ...state, status: ProjectStatus.Deleted };
    case 'FolderRevived':
      return { ...state, status: ProjectStatus.Active };
    case 'FolderTrelloDataUpdated':
      return { ...state, boards: event.data.boards };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

/** Whether projects may be put in or taken out of the folder. */
export const isUsableFolder = (folder: Folder): folder is FolderState => folder !== null && folder.status !== ProjectStatus.Deleted;
