// The Kit aggregate's state, folded from its stream kit-<kitID>: its settings and its directory tree.
// Which files a kit holds is on each file's stream (its kit links), so moving a file is one event.
import type { AssetEvents, EventOf, KitVisibility } from '@wb/contracts';

export type KitEvent = Extract<EventOf<typeof AssetEvents>, { type: `Kit${string}` | `Directory${string}` }>;

export interface DirectoryState {
  readonly name: string;
  /** null only for the kit's root directory. */
  readonly parentID: string | null;
}

export interface KitState {
  readonly kitID: string;
  readonly name: string;
  readonly slug: string;
  readonly rootDirectoryID: string;
  readonly visibility: KitVisibility;
  readonly thumbnail: string | null;
  readonly deleted: boolean;
  /** Every live directory of the kit, the root included, by id. */
  readonly directories: Readonly<Record<string, DirectoryState>>;
}

/** null until KitCreated. */
export type Kit = KitState | null;

export const initialState: Kit = null;

const without = (dirs: Readonly<Record<string, DirectoryState>>, ids: readonly string[]): Record<string, DirectoryState> => {
  const gone = new Set(ids);
  return Object.fromEntries(Object.entries(dirs).filter(([id]) => !gone.has(id)));
};

export const evolve = (state: Kit, event: KitEvent): Kit => {
  if (event.type === 'KitCreated') {
    const { kitID, name, slug, rootDirectoryID, visibility } = event.data;
    return { kitID, name, slug, rootDirectoryID, visibility, thumbnail: null, deleted: false, directories: { [rootDirectoryID]: { name, parentID: null } } };
  }
  if (state === null) return state;
  switch (event.type) {
    case 'KitDeleted':
      return { ...state, deleted: true };
    case 'KitVisibilityChanged':
      return { ...state, visibility: event.data.visibility };
    case 'KitThumbnailChanged':
      return { ...state, thumbnail: event.data.thumbnail };
    case 'KitFilesReordered':
      return state;
    case 'DirectoryCreated':
      return { ...state, directories: { ...state.directories, [event.data.directoryID]: { name: event.data.name, parentID: event.data.parentID } } };
    case 'DirectoryRenamed': {
      const dir = state.directories[event.data.directoryID];
      return dir ? { ...state, directories: { ...state.directories, [event.data.directoryID]: { ...dir, name: event.data.name } } } : state;
    }
    case 'DirectoryDeleted':
      return { ...state, directories: without(state.directories, event.data.removedDirectoryIDs) };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

/** A kit files may be put in: created and not deleted. */
export const isLiveKit = (kit: Kit): kit is KitState => kit !== null && !kit.deleted;

/** The directory and every directory under it, the directory first. */
export const subtreeOf = (kit: KitState, directoryID: string): string[] => {
  const result = [directoryID];
  for (let i = 0; i < result.length; i += 1) {
    const parent = result[i];
    for (const [id, dir] of Object.entries(kit.directories)) if (dir.parentID === parent) result.push(id);
  }
  return result;
};

/** How deep a directory sits: the root's children are at 1. */
export const depthOf = (kit: KitState, directoryID: string): number => {
  let depth = 0;
  let current = kit.directories[directoryID];
  while (current && current.parentID !== null && depth <= Object.keys(kit.directories).length) {
    depth += 1;
    current = kit.directories[current.parentID];
  }
  return depth;
};
