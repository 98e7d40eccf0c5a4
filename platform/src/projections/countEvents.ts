// How many events a rebuild has ahead of it, for its progress. The EventStore port has no count, so
// this pages through the events (a read of all of them, about a tenth of what applying them costs).
import type { EventPosition } from '@wb/contracts';
import type { EventStore } from '../eventStore/eventStore';

const PAGE = 10_000;

export const countEventsAfter = async (eventStore: EventStore, after: EventPosition, shouldStop: () => boolean): Promise<number> => {
  let count = 0;
  let position = after;
  for (;;) {
    if (shouldStop()) return count;
    const page = await eventStore.readAll({ after: position, limit: PAGE });
    const last = page[page.length - 1];
    if (!last) return count;
    count += page.length;
    position = last.position;
  }
};
