// The pronunciation word aggregate: stream pronunciation-<wordID>. Words are not unique by text (two
// people may record the same name in two accents), so it holds no unique key.
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { evolve, initialState } from './state';

export const wordAggregate = defineAggregate({
  streamType: 'pronunciation',
  streamId: (wordID: string) => `pronunciation-${wordID}`,
  uniqueKeys: [],
  initialState,
  evolve,
  decide,
});
