// The Resource aggregate: stream resource-<resourceID>. Names need not be unique (two sources may
// share a title), so it holds no reservation.
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { evolve, initialState } from './state';

export const resourceAggregate = defineAggregate({
  streamType: 'resource',
  streamId: (resourceID: string) => `resource-${resourceID}`,
  uniqueKeys: [],
  initialState,
  evolve,
  decide,
});
