// The ContentLock aggregate: a single stream, contentlock-global (there is one lock for everyone).
import { defineAggregate } from '../../../shared/domain/aggregate';
import { evolve, initialState } from './state';
import { decide } from './decide';

export const CONTENT_LOCK_ID = 'global';

export const contentLockAggregate = defineAggregate({
  streamType: 'contentlock',
  streamId: (id: typeof CONTENT_LOCK_ID) => `contentlock-${id}`,
  uniqueKeys: [],
  initialState,
  evolve,
  decide,
});
