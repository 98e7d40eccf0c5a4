// Reading a project's streams as they were at one global position, through the EventStore port's
// optional readStreamsUpTo (one indexed query in PostgreSQL), or stream by stream where a store lacks it.
import type { AnyRecordedEvent, RecordedEvent } from '@wb/contracts';
import type { EventStore } from '@wb/platform';

const inGlobalOrder = (a: RecordedEvent, b: RecordedEvent): number => (a.position.globalPosition < b.position.globalPosition ? -1 : 1);

const everyEventOf = async (store: EventStore, streamIds: readonly string[]): Promise<RecordedEvent[]> => (await Promise.all(streamIds.map((id) => store.readStream(id)))).flat();

/** The streams' events at or below the position, of the given types, in global order. */
export const readUpTo = async (store: EventStore, streamIds: readonly string[], toGlobalPosition: bigint, types: readonly string[]): Promise<AnyRecordedEvent[]> => {
  if (streamIds.length === 0) return [];
  // Events read back from the store were validated when appended and upcast when read: they are of the catalogue.
  if (store.readStreamsUpTo) return (await store.readStreamsUpTo({ streamIds, toGlobalPosition, types })) as AnyRecordedEvent[];
  const wanted = new Set(types);
  const events = (await everyEventOf(store, streamIds)).filter((e) => e.position.globalPosition <= toGlobalPosition && wanted.has(e.type));
  return events.sort(inGlobalOrder) as AnyRecordedEvent[];
};
