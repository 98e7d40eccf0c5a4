// The Kit aggregate: stream kit-<kitID>, unique by slug (a deleted kit gives its slug up).
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide, type KitCommand } from './decide';
import { evolve, initialState, type Kit, type KitEvent } from './state';

export const kitAggregate = defineAggregate({
  streamType: 'kit',
  streamId: (kitID: string) => `kit-${kitID}`,
  uniqueKeys: ['slug'],
  initialState,
  evolve,
  decide,
  reservations: (events: readonly KitEvent[], state: Kit, _command: KitCommand, key) => ({
    reserve: events.flatMap((e) => (e.type === 'KitCreated' ? [key('slug', e.data.slug)] : [])),
    release: events.flatMap((e) => (e.type === 'KitDeleted' && state !== null ? [key('slug', state.slug)] : [])),
  }),
});
