// The Folder (project group) aggregate: stream folder-<projectGroupID>, unique by name.
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { evolve, initialState } from './state';
import { folderReservations } from './reservations';

export const folderAggregate = defineAggregate({
  streamType: 'folder',
  streamId: (projectGroupID: string) => `folder-${projectGroupID}`,
  uniqueKeys: ['name'],
  initialState,
  evolve,
  decide,
  reservations: (events, _state, _command, key) => folderReservations(events, key),
});
