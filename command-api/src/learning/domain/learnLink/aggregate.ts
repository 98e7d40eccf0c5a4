// The LearnLink aggregate: stream learnlink-<projectID>, unique by the linked node's id.
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { learnLinkReservations } from './reservations';
import { evolve, initialState } from './state';

export const learnLinkAggregate = defineAggregate({
  streamType: 'learnlink',
  streamId: (projectID: string) => `learnlink-${projectID}`,
  uniqueKeys: ['node'],
  initialState,
  evolve,
  decide,
  reservations: (events, _state, _command, key) => learnLinkReservations(events, key),
});
