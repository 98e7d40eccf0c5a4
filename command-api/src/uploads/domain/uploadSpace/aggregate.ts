// The UploadSpace aggregate: one stream per user, uploads-<userID>.
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { evolve, initialState } from './state';

export const uploadSpaceAggregate = defineAggregate({
  streamType: 'uploads',
  streamId: (userID: number) => `uploads-${userID}`,
  uniqueKeys: [],
  initialState,
  evolve,
  decide,
});
