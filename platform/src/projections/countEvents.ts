// How many events a projection has ahead of it: a rebuild's total for its progress, a live projection's
// lag. A store that counts (countAfter) sends only the count; otherwise the events are read and counted
// (a read of all of them, about a tenth of what applying them costs). A projection that names its event
// types counts only those, as it applies only those.
import { comparePositions, type EventPosition } from '@wb/contracts';
import type { EventStore } from '../eventStore/eventStore';
import type { Projection } from './projection';

/** Events a store that counts looks at per round trip (counting them costs no transfer). */
const COUNT_SCAN = 100_000;
/** Events read per round trip from a store that does not count. */
const READ_PAGE = 5_000;

export interface CountedWindow {
  readonly count: number;
  /** The last position looked at; equal to `after` when nothing new was readable. */
  readonly through: EventPosition;
}

/**
 * The events of these types (every event without types) among the next `scan` events after `after`: a
 * lower bound of all ahead. Counted in the store where it can, else read.
 */
export const countWindowAfter = async (eventStore: EventStore, after: EventPosition, scan: number, types?: readonly string[]): Promise<CountedWindow> => {
  if (eventStore.countAfter) return eventStore.countAfter({ after, scan, types });
  const limit = Math.min(scan, READ_PAGE);
  if (types && eventStore.readAllOfTypes) {
    const page = await eventStore.readAllOfTypes({ after, limit, types });
    return { count: page.events.length, through: page.through };
  }
  const events = await eventStore.readAll({ after, limit });
  return { count: events.length, through: events[events.length - 1]?.position ?? after };
};

export const countEventsAfter = async (eventStore: EventStore, projection: Projection, after: EventPosition, shouldStop: () => boolean): Promise<number> => {
  let count = 0;
  let position = after;
  for (;;) {
    if (shouldStop()) return count;
    const window = await countWindowAfter(eventStore, position, COUNT_SCAN, projection.eventTypes);
    if (comparePositions(window.through, position) <= 0) return count;
    count += window.count;
    position = window.through;
  }
};
