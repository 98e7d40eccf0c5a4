// The SceneLabel aggregate: stream scenelabel-<labelID>, unique by name.
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { sceneLabelReservations } from './reservations';
import { evolve, initialState } from './state';

export const sceneLabelAggregate = defineAggregate({
  streamType: 'scenelabel',
  streamId: (labelID: string) => `scenelabel-${labelID}`,
  uniqueKeys: ['name'],
  initialState,
  evolve,
  decide,
  reservations: (events, _state, _command, key) => sceneLabelReservations(events, key),
});
