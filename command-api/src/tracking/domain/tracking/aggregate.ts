// The Tracking aggregate: stream tracking-<projectID>, one per project.
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { evolve, initialState } from './state';

export const trackingAggregate = defineAggregate({
  streamType: 'tracking',
  streamId: (projectID: string) => `tracking-${projectID}`,
  uniqueKeys: [],
  initialState,
  evolve,
  decide,
});
