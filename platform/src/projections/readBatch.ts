// Reads a projection's next batch. A projection that names its event types, on a store that can filter
// by type, gets only those events and the position the store looked through, so its checkpoint passes
// the events it ignores without their being sent, parsed or applied. Otherwise every event is read.
import type { EventPosition, RecordedEvent } from '@wb/contracts';
import type { EventStore } from '../eventStore/eventStore';
import type { Projection } from './projection';

export interface ProjectionBatch {
  /** The events to apply, in commit order. */
  readonly events: RecordedEvent[];
  /** Where the checkpoint moves once they are applied: at or after the last of them. Equal to `after` when nothing was readable. */
  readonly through: EventPosition;
  /** Whether the read was filtered by type (a short batch then does not mean the projection is caught up). */
  readonly filtered: boolean;
}

export const readProjectionBatch = async (eventStore: EventStore, projection: Projection, after: EventPosition, limit: number): Promise<ProjectionBatch> => {
  const types = projection.eventTypes;
  if (types && eventStore.readAllOfTypes) {
    const { events, through } = await eventStore.readAllOfTypes({ after, limit, types });
    return { events, through, filtered: true };
  }
  const events = await eventStore.readAll({ after, limit });
  return { events, through: events[events.length - 1]?.position ?? after, filtered: false };
};
