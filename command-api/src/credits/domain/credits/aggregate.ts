// The Credits aggregate: stream credits-<projectID>, one per project.
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { evolve, initialState } from './state';

export const creditsAggregate = defineAggregate({
  streamType: 'credits',
  streamId: (projectID: string) => `credits-${projectID}`,
  uniqueKeys: [],
  initialState,
  evolve,
  decide,
});
