// A user's saved spellings: one stream per user, dictionary-<userID>, written only by that user.
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { evolve, initialState } from './state';

export const dictionaryAggregate = defineAggregate({
  streamType: 'dictionary',
  streamId: (userID: number) => `dictionary-${userID}`,
  uniqueKeys: [],
  initialState,
  evolve,
  decide,
});
