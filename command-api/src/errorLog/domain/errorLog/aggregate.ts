// The ErrorLog aggregate: stream errorlog-<userID>, one per user, holding the client errors they reported.
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { evolve, initialState } from './state';

export const errorLogAggregate = defineAggregate({
  streamType: 'errorlog',
  streamId: (userID: number) => `errorlog-${userID}`,
  uniqueKeys: [],
  initialState,
  evolve,
  decide,
});
