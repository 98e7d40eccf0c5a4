// The comment threads of a project: one per file (stream filecomments-<fileID>) and one for the project
// itself (projectcomments-<projectID>, the spec's fileID -1). Both follow the same rules; each comment's
// id is a unique key of its thread, so a call naming only a comment finds the thread (holderOf).
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { fileCommentsReservations } from './reservations';
import { evolve, initialState } from './state';

export const fileCommentsAggregate = defineAggregate({
  streamType: 'filecomments',
  streamId: (fileID: string) => `filecomments-${fileID}`,
  uniqueKeys: ['comment'],
  initialState,
  evolve,
  decide,
  reservations: (events, _state, _command, key) => fileCommentsReservations(events, key),
});

export const projectCommentsAggregate = defineAggregate({
  streamType: 'projectcomments',
  streamId: (projectID: string) => `projectcomments-${projectID}`,
  uniqueKeys: ['comment'],
  initialState,
  evolve,
  decide,
  reservations: (events, _state, _command, key) => fileCommentsReservations(events, key),
});
