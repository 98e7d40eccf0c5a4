// What a comment needs of a file, folded from the file's own stream (file-<fileID>), never from a read
// model: whether it is alive and in which projects, its current version, and whether it is a video
// (only a video's comments have a time). The asset library's file state keeps no version count.
import { FileStatus, reviewFileKind, type AssetEvents, type EventOf } from '@wb/contracts';
import type { FileFacts } from './decide';

type FileStreamEvent = EventOf<typeof AssetEvents>;

export interface FileStreamFacts {
  readonly exists: boolean;
  readonly status: FileStatus;
  readonly projectIDs: readonly string[];
  /** 1 for the upload, one more per added version. */
  readonly version: number;
  /** The file's type (its extension, lower case). */
  readonly fileType: string;
}

export const fileFactsFold = {
  initialState: { exists: false, status: FileStatus.Deleted, projectIDs: [], version: 0, fileType: '' } as FileStreamFacts,
  evolve: (state: FileStreamFacts, event: FileStreamEvent): FileStreamFacts => {
    switch (event.type) {
      case 'FileUploaded':
        return { exists: true, status: FileStatus.Active, projectIDs: event.data.projectID ? [event.data.projectID] : [], version: 1, fileType: event.data.type };
      case 'FileDeleted':
        return { ...state, status: FileStatus.Deleted };
      case 'FileVersionAdded':
        return { ...state, version: state.version + 1 };
      case 'FileLinkedToProject':
        return state.projectIDs.includes(event.data.projectID) ? state : { ...state, projectIDs: [...state.projectIDs, event.data.projectID] };
      case 'FileUnlinkedFromProject':
        return { ...state, projectIDs: state.projectIDs.filter((p) => p !== event.data.projectID) };
      default:
        return state;
    }
  },
};

/** The facts decide needs of the file, for a comment on it in this project. */
export const fileFactsFor = (facts: FileStreamFacts, projectID: string): FileFacts => ({
  inProject: facts.exists && facts.status !== FileStatus.Deleted && facts.projectIDs.includes(projectID),
  version: facts.version,
  isVideo: reviewFileKind(facts.fileType) === 'video',
});
