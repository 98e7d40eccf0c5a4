// The CardLink aggregate: stream cardlink-<projectID>, unique by the linked card's id.
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { cardLinkReservations } from './reservations';
import { evolve, initialState } from './state';

export const cardLinkAggregate = defineAggregate({
  streamType: 'cardlink',
  streamId: (projectID: string) => `cardlink-${projectID}`,
  uniqueKeys: ['card'],
  initialState,
  evolve,
  decide,
  reservations: (events, _state, _command, key) => cardLinkReservations(events, key),
});
