// The Tag aggregate: stream tag-<tagID>, unique by name case-insensitively (spec 001 section 3).
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { evolve, initialState, type TagEvent } from './state';

export const tagAggregate = defineAggregate({
  streamType: 'tag',
  streamId: (tagID: string) => `tag-${tagID}`,
  uniqueKeys: ['name'],
  initialState,
  evolve,
  decide,
  reservations: (events: readonly TagEvent[], _state, _command, key) => ({ reserve: events.map((e) => key('name', e.data.name)) }),
});
