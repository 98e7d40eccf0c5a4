// The folder (project group) command calls of the admin console and of the dashboard.
import { AdminCalls, ProjectCalls } from '@wb/contracts';
import type { CallResult } from '@wb/platform';
import { answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import { newEntityId, type CommandMetadata } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { toApiError } from '../shared/toApiError';
import { ReservationScopes, reservation } from '../shared/reservations';
import { runOnStream, type StreamCommand } from '../shared/runOnStream';
import { folderInStream, holderOf } from '../shared/streams';
import { decide, folderNotFound, type FolderCommand } from './decide';
import { folderReservations } from './reservations';
import { evolve, folderStreamId, initialState, type Folder, type FolderEvent } from './folder';

const onFolderStream = (streamId: string, command: () => Promise<FolderCommand> | FolderCommand): StreamCommand<Folder, FolderEvent> => ({
  streamId,
  initialState,
  evolve,
  decide: async (state) => decide(await command(), state),
  reservations: folderReservations,
});

export const folderHandlers = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore } = deps;
  const nameKeyOf = (name: string) => reservation(ReservationScopes.folderName, name);

  const onFolder = async (projectGroupID: string, command: FolderCommand, meta: CommandMetadata): Promise<CallResult> => {
    const outcome = await runOnStream(eventStore, meta, onFolderStream(folderStreamId(projectGroupID), () => command));
    return answer(ok, outcome.position);
  };

  return [
    commandCall(deps, AdminCalls.createGroup, async (input, _ctx, meta) => {
      const projectGroupID = newEntityId(meta, 'folder');
      const outcome = await runOnStream(eventStore, meta, onFolderStream(folderStreamId(projectGroupID), async () => ({
        type: 'CreateFolder', projectGroupID, name: input.name, nameHolder: await holderOf(eventStore, nameKeyOf(input.name), folderInStream),
      })));
      // Nothing decided means the name belongs to a deleted folder: the client offers to revive it.
      if (outcome.events.length === 0) return answer({ projectGroup: null });
      return answer({ projectGroup: { projectGroupID, name: input.name } }, outcome.position);
    }),

    commandCall(deps, AdminCalls.reviveGroupByName, async (input, _ctx, meta) => {
      const streamId = await eventStore.findReservation(nameKeyOf(input.groupName));
      if (streamId === null) throw toApiError(folderNotFound());
      const outcome = await runOnStream(eventStore, meta, onFolderStream(streamId, () => ({ type: 'ReviveFolder' })));
      const folder = outcome.state;
      if (folder === null) throw toApiError(folderNotFound());
      return answer({ projectGroup: { projectGroupID: folder.projectGroupID, name: folder.name } }, outcome.position);
    }),

    commandCall(deps, AdminCalls.reviveGroupByID, (input, _ctx, meta) => onFolder(input.projectGroupID, { type: 'ReviveFolder' }, meta)),
    commandCall(deps, AdminCalls.archiveGroup, (input, _ctx, meta) => onFolder(input.projectGroupID, { type: 'ArchiveFolder' }, meta)),
    commandCall(deps, ProjectCalls.deleteGroup, (input, _ctx, meta) => onFolder(input.projectGroupID, { type: 'DeleteFolder' }, meta)),
    commandCall(deps, AdminCalls.updateGroupTrelloData, (input, _ctx, meta) =>
      onFolder(input.projectGroupID, { type: 'UpdateFolderTrelloData', boards: input.trelloData.boards }, meta)),
  ];
};
