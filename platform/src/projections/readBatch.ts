// Reads a projection's next batch. A projection that names its event types, on a store that can filter
// by type, gets only those events and the position the store looked through, so its checkpoint passes
// the events it ignores without their being sent, parsed or applied. A projection that takes only types
// and positions (applyTypes) gets only those where the store can. Otherwise every event is read.
import type { EventPosition, RecordedEvent } from '@wb/contracts';
import type { EventStore, TypeAtPosition } from '../eventStore/eventStore';
import type { Projection } from './projection';

interface BatchPosition {
  /** Where the checkpoint moves once the events are applied: at or after the last of them. Equal to `after` when nothing was readable. */
  readonly through: EventPosition;
  /** Whether the read was filtered by type (a short batch then does not mean the projection is caught up). */
  readonly filtered: boolean;
}

/** The next events to apply, in commit order: whole, or only their types and positions for a projection that takes those (applyTypes). */
export type ProjectionBatch = (BatchPosition & { readonly typesOnly: false; readonly events: RecordedEvent[] }) | (BatchPosition & { readonly typesOnly: true; readonly events: TypeAtPosition[] });

export const readProjectionBatch = async (eventStore: EventStore, projection: Projection, after: EventPosition, limit: number): Promise<ProjectionBatch> => {
  if (projection.applyTypes && eventStore.readTypes) {
    const events = await eventStore.readTypes({ after, limit });
    return { typesOnly: true, events, through: events[events.length - 1]?.position ?? after, filtered: false };
  }
  const types = projection.eventTypes;
  if (types && eventStore.readAllOfTypes) {
    const { events, through } = await eventStore.readAllOfTypes({ after, limit, types });
    return { typesOnly: false, events, through, filtered: true };
  }
  const events = await eventStore.readAll({ after, limit });
  return { typesOnly: false, events, through: events[events.length - 1]?.position ?? after, filtered: false };
};
