// The Downloads aggregate: one stream per user per day, downloads-<userID>-<yyyy-mm-dd>.
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { evolve, initialState } from './state';

export const downloadsAggregate = defineAggregate({
  streamType: 'downloads',
  streamId: ({ userID, day }: { userID: number; day: string }) => `downloads-${userID}-${day}`,
  uniqueKeys: [],
  initialState,
  evolve,
  decide,
});
