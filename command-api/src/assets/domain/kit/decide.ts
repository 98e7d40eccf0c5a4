// Kit rules (spec 001 sections 3-5 and 9): a kit needs a name and its URL name (slug) is unique; the
// fixed move-to kits stay; directories nest under the kit's root and are renamed or deleted with
// everything under them.
import { AssetLimits, Messages, MoveToKits, kitSlugOf, type KitVisibility } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import { domainError } from '../../../shared/domain/domainError';
import { directoryNotFound, kitNotFound } from '../errors';
import { depthOf, isLiveKit, subtreeOf, type Kit, type KitEvent, type KitState } from './state';
import type { StoredLookup } from '../../../uploads/domain/storedFile';
import { kitThumbnailRefusal } from './thumbnail';

export type KitCommand =
  | { type: 'CreateKit'; kitID: string; name: string; rootDirectoryID: string; visibility: KitVisibility; slugHolder: Kit }
  | { type: 'DeleteKit' }
  | { type: 'ChangeKitVisibility'; visibility: KitVisibility }
  | { type: 'ChangeKitThumbnail'; thumbnail: string; stored: StoredLookup; actorID: number | null }
  | { type: 'ReorderKitFiles'; fileIDs: readonly string[] }
  | { type: 'CreateDirectory'; directoryID: string; name: string; parentID: string | null }
  | { type: 'RenameDirectory'; directoryID: string; name: string }
  | { type: 'DeleteDirectory'; directoryID: string };

const fixedKitIDs: ReadonlySet<string> = new Set(MoveToKits.map((k) => k.kitID));

const create = (command: Extract<KitCommand, { type: 'CreateKit' }>, state: Kit): Decision<KitEvent> => {
  const slug = kitSlugOf(command.name);
  // The same kit found holding its own slug is a retried create (a concurrent try, a fixed kit at start).
  if (state !== null) return state.slug === slug && !state.deleted ? [] : domainError('conflict', 'A kit with that id already exists.');
  const holder = command.slugHolder;
  if (holder !== null && holder.kitID !== command.kitID && !holder.deleted) {
    return domainError('kitNameTaken', Messages.kitExists, { fields: { name: Messages.kitExists }, details: { kitID: holder.kitID } });
  }
  const { kitID, name, rootDirectoryID, visibility } = command;
  return [{ type: 'KitCreated', data: { kitID, name, slug, rootDirectoryID, visibility } }];
};

const remove = (state: KitState): Decision<KitEvent> => {
  if (fixedKitIDs.has(state.kitID)) return domainError('invalidState', 'The move-to kits cannot be deleted.');
  return [{ type: 'KitDeleted', data: { kitID: state.kitID } }];
};

const createDirectory = (command: Extract<KitCommand, { type: 'CreateDirectory' }>, state: KitState): Decision<KitEvent> => {
  const parentID = command.parentID ?? state.rootDirectoryID;
  if (!state.directories[parentID]) return directoryNotFound();
  if (state.directories[command.directoryID]) return [];
  if (depthOf(state, parentID) + 1 > AssetLimits.maxDirectoryDepth) {
    return domainError('invalidState', `Folders nest at most ${AssetLimits.maxDirectoryDepth} deep.`);
  }
  if (Object.keys(state.directories).length > AssetLimits.maxDirectoriesPerKit) {
    return domainError('invalidState', `A kit holds at most ${AssetLimits.maxDirectoriesPerKit} folders.`);
  }
  return [{ type: 'DirectoryCreated', data: { kitID: state.kitID, directoryID: command.directoryID, name: command.name, parentID } }];
};

const renameDirectory = (command: Extract<KitCommand, { type: 'RenameDirectory' }>, state: KitState): Decision<KitEvent> => {
  const dir = state.directories[command.directoryID];
  if (!dir || dir.parentID === null) return directoryNotFound();
  if (dir.name === command.name) return [];
  return [{ type: 'DirectoryRenamed', data: { kitID: state.kitID, directoryID: command.directoryID, name: command.name, previousName: dir.name } }];
};

const deleteDirectory = (command: Extract<KitCommand, { type: 'DeleteDirectory' }>, state: KitState): Decision<KitEvent> => {
  const dir = state.directories[command.directoryID];
  // The root is the kit itself: it goes with deleteKit, never on its own.
  if (!dir || dir.parentID === null) return directoryNotFound();
  return [{ type: 'DirectoryDeleted', data: { kitID: state.kitID, directoryID: command.directoryID, removedDirectoryIDs: subtreeOf(state, command.directoryID) } }];
};

/** The thumbnail is shown to every reader of the kit (anyone, once it is public): only an image its setter uploaded for it. */
const changeThumbnail = (command: Extract<KitCommand, { type: 'ChangeKitThumbnail' }>, state: KitState): Decision<KitEvent> => {
  if (state.thumbnail === command.thumbnail) return [];
  return kitThumbnailRefusal(command.stored, command.actorID) ?? [{ type: 'KitThumbnailChanged', data: { kitID: state.kitID, thumbnail: command.thumbnail } }];
};

export const decide = (command: KitCommand, state: Kit): Decision<KitEvent> => {
  if (command.type === 'CreateKit') return create(command, state);
  if (!isLiveKit(state)) return kitNotFound();
  switch (command.type) {
    case 'DeleteKit':
      return remove(state);
    case 'ChangeKitVisibility':
      return state.visibility === command.visibility ? [] : [{ type: 'KitVisibilityChanged', data: { kitID: state.kitID, visibility: command.visibility } }];
    case 'ChangeKitThumbnail':
      return changeThumbnail(command, state);
    case 'ReorderKitFiles':
      return [{ type: 'KitFilesReordered', data: { kitID: state.kitID, fileIDs: [...new Set(command.fileIDs)] } }];
    case 'CreateDirectory':
      return createDirectory(command, state);
    case 'RenameDirectory':
      return renameDirectory(command, state);
    case 'DeleteDirectory':
      return deleteDirectory(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
