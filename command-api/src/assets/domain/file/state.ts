// The File aggregate's state, folded from its stream file-<fileID>: its current name, url and size,
// status, tags, projects and kit links (each with the directory it is in within that kit).
import { FileStatus, type AssetEvents, type EventOf } from '@wb/contracts';

export type FileEvent = Extract<EventOf<typeof AssetEvents>, { type: `File${string}` }>;

export interface KitLinkState {
  readonly linkID: string;
  readonly directoryID: string | null;
}

export interface FileState {
  readonly fileID: string;
  readonly uuid: string;
  readonly name: string;
  /** The first upload's extension (a version keeps it). */
  readonly type: string;
  /** A project asset's kind (spec 001); null for a library file and for a project's file for review. */
  readonly projectAssetType: string | null;
  /** The current version's number: 1, then one more per FileVersionAdded. */
  readonly version: number;
  readonly url: string;
  readonly size: number;
  readonly status: FileStatus;
  readonly tagIDs: readonly string[];
  readonly projectIDs: readonly string[];
  /** The file's link to each kit it is in, by kitID. */
  readonly kits: Readonly<Record<string, KitLinkState>>;
}

/** null until FileUploaded. */
export type File = FileState | null;

export const initialState: File = null;

const withLink = (state: FileState, kitID: string, link: KitLinkState | null): FileState => {
  const kits = { ...state.kits };
  if (link === null) delete kits[kitID];
  else kits[kitID] = link;
  return { ...state, kits };
};

const setDirectory = (state: FileState, kitID: string, directoryID: string | null): FileState => {
  const link = state.kits[kitID];
  return link ? withLink(state, kitID, { ...link, directoryID }) : state;
};

export const evolve = (state: File, event: FileEvent): File => {
  if (event.type === 'FileUploaded') {
    const { fileID, uuid, name, type, projectAssetType, url, size, projectID } = event.data;
    return { fileID, uuid, name, type, projectAssetType, version: 1, url, size, status: FileStatus.Active, tagIDs: [], projectIDs: projectID ? [projectID] : [], kits: {} };
  }
  if (state === null) return state;
  switch (event.type) {
    case 'FileRenamed':
      return { ...state, name: event.data.name };
    case 'FileDeleted':
      return { ...state, status: FileStatus.Deleted };
    case 'FileVersionAdded':
      return { ...state, url: event.data.url, size: event.data.size, version: state.version + 1 };
    case 'FileImageExported':
      return state;
    case 'FileLinkedToKit':
      return withLink(state, event.data.kitID, { linkID: event.data.linkID, directoryID: event.data.directoryID });
    case 'FileUnlinkedFromKit':
      return withLink(state, event.data.kitID, null);
    case 'FileMovedToKit':
      return withLink(withLink(state, event.data.fromKitID, null), event.data.toKitID, { linkID: event.data.linkID, directoryID: null });
    case 'FileAddedToDirectory':
      return setDirectory(state, event.data.kitID, event.data.directoryID);
    case 'FileRemovedFromDirectory':
      return setDirectory(state, event.data.kitID, null);
    case 'FileTagged':
      return state.tagIDs.includes(event.data.tagID) ? state : { ...state, tagIDs: [...state.tagIDs, event.data.tagID] };
    case 'FileUntagged':
      return { ...state, tagIDs: state.tagIDs.filter((t) => t !== event.data.tagID) };
    case 'FileLinkedToProject':
      return state.projectIDs.includes(event.data.projectID) ? state : { ...state, projectIDs: [...state.projectIDs, event.data.projectID] };
    case 'FileUnlinkedFromProject':
      return { ...state, projectIDs: state.projectIDs.filter((p) => p !== event.data.projectID) };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

/** The kit a link belongs to, if the file holds it. */
export const kitOfLink = (state: FileState, linkID: string): string | null => Object.entries(state.kits).find(([, link]) => link.linkID === linkID)?.[0] ?? null;
