// The Project aggregate: stream project-<projectID>, unique by name.
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { evolve, initialState } from './state';
import { projectReservations } from './reservations';

export const projectAggregate = defineAggregate({
  streamType: 'project',
  streamId: (projectID: string) => `project-${projectID}`,
  uniqueKeys: ['name'],
  initialState,
  evolve,
  decide,
  reservations: (events, _state, _command, key) => projectReservations(events, key),
});
