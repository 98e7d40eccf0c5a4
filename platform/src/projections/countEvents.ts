// How many events a rebuild has ahead of it, for its progress. The EventStore port has no count, so
// this pages through the events (a read of all of them, about a tenth of what applying them costs). A
// projection that names its event types counts only those, as it applies only those.
import { comparePositions, type EventPosition } from '@wb/contracts';
import type { EventStore } from '../eventStore/eventStore';
import type { Projection } from './projection';
import { readProjectionBatch } from './readBatch';

const PAGE = 10_000;

export const countEventsAfter = async (eventStore: EventStore, projection: Projection, after: EventPosition, shouldStop: () => boolean): Promise<number> => {
  let count = 0;
  let position = after;
  for (;;) {
    if (shouldStop()) return count;
    const page = await readProjectionBatch(eventStore, projection, position, PAGE);
    if (comparePositions(page.through, position) <= 0) return count;
    count += page.events.length;
    position = page.through;
  }
};
