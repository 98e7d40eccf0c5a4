// The folder (project group) command calls of the admin console and of the dashboard.
import { AdminCalls, ProjectCalls } from '@wb/contracts';
import type { CallResult } from '@wb/platform';
import { answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import { newEntityId, type CommandMetadata } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { toApiError } from '../shared/toApiError';
import { handlerOf } from '../shared/handle';
import { holderOf } from '../shared/streams';
import { folderNotFound, type FolderCommand } from './domain/folder/decide';
import { folderAggregate } from './domain/folder/aggregate';

export const folderRoutes = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore } = deps;
  const folders = handlerOf(eventStore, folderAggregate);

  const onFolder = async (projectGroupID: string, command: FolderCommand, meta: CommandMetadata): Promise<CallResult> => {
    const outcome = await folders.handle(meta, projectGroupID, () => command);
    return answer(ok, outcome.position);
  };

  return [
    commandCall(deps, AdminCalls.createGroup, async (input, _ctx, meta) => {
      const projectGroupID = newEntityId(meta, 'folder');
      const outcome = await folders.handle(meta, projectGroupID, async () => ({
        type: 'CreateFolder',
        projectGroupID,
        name: input.name,
        nameHolder: await holderOf(eventStore, folderAggregate, 'name', input.name),
      }));
      // Nothing decided means the name belongs to a deleted folder: the client offers to revive it.
      if (outcome.events.length === 0) return answer({ projectGroup: null });
      return answer({ projectGroup: { projectGroupID, name: input.name } }, outcome.position);
    }),

    commandCall(deps, AdminCalls.reviveGroupByName, async (input, _ctx, meta) => {
      const streamId = await eventStore.findReservation(folderAggregate.key('name', input.groupName));
      if (streamId === null) throw toApiError(folderNotFound());
      const outcome = await folders.handleOnStream(meta, streamId, () => ({ type: 'ReviveFolder' }));
      const folder = outcome.state;
      if (folder === null) throw toApiError(folderNotFound());
      return answer({ projectGroup: { projectGroupID: folder.projectGroupID, name: folder.name } }, outcome.position);
    }),

    commandCall(deps, AdminCalls.reviveGroupByID, (input, _ctx, meta) => onFolder(input.projectGroupID, { type: 'ReviveFolder' }, meta)),
    commandCall(deps, AdminCalls.archiveGroup, (input, _ctx, meta) => onFolder(input.projectGroupID, { type: 'ArchiveFolder' }, meta)),
    commandCall(deps, ProjectCalls.deleteGroup, (input, _ctx, meta) => onFolder(input.projectGroupID, { type: 'DeleteFolder' }, meta)),
    commandCall(deps, AdminCalls.updateGroupTrelloData, (input, _ctx, meta) => onFolder(input.projectGroupID, { type: 'UpdateFolderTrelloData', boards: input.trelloData.boards }, meta)),
  ];
};
