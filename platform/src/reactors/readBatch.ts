// Reads a reactor's next events: only its types where the store filters by type (the checkpoint then
// moves past the others unread), else every event, of which it keeps its own.
import type { EventPosition, RecordedEvent } from '@wb/contracts';
import type { EventStore } from '../eventStore/eventStore';

export interface ReactorBatch {
  /** Events of the reactor's types, in commit order. */
  readonly events: RecordedEvent[];
  /** Where the checkpoint may move once these are dealt with: at or after the last of them; `after` when nothing was readable. */
  readonly through: EventPosition;
  /** Whether more may be readable after `through` (a read filtered by type says nothing about the rest of the log). */
  readonly maybeMore: boolean;
}

export const readReactorBatch = async (eventStore: EventStore, types: readonly string[], after: EventPosition, limit: number): Promise<ReactorBatch> => {
  if (eventStore.readAllOfTypes) {
    const { events, through } = await eventStore.readAllOfTypes({ after, limit, types });
    return { events, through, maybeMore: true };
  }
  const all = await eventStore.readAll({ after, limit });
  const wanted = new Set(types);
  return { events: all.filter((e) => wanted.has(e.type)), through: all[all.length - 1]?.position ?? after, maybeMore: all.length >= limit };
};
