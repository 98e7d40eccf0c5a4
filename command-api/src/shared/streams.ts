// Current states of aggregates other than the one a command writes (name holders, target folders, the
// acting user), loaded from their streams with their own definitions.
import type { AnyEvent } from '@wb/contracts';
import type { EventStore } from '@wb/platform';
import type { Aggregate } from './domain/aggregate';
import { streamStatesOf } from './streamStates';

export const stateOfStream = async <T extends string, Id, C, E extends AnyEvent, S, K extends string>(eventStore: EventStore, aggregate: Aggregate<T, Id, C, E, S, K>, streamId: string): Promise<S> =>
  (await streamStatesOf(eventStore).load(aggregate, streamId)).state;

export const loadState = <T extends string, Id, C, E extends AnyEvent, S, K extends string>(eventStore: EventStore, aggregate: Aggregate<T, Id, C, E, S, K>, id: Id): Promise<S> =>
  stateOfStream(eventStore, aggregate, aggregate.streamId(id));

/** The state of the aggregate holding a unique key (a name, an email), or null when nobody holds it. */
export const holderOf = async <T extends string, Id, C, E extends AnyEvent, S, K extends string>(
  eventStore: EventStore,
  aggregate: Aggregate<T, Id, C, E, S, K>,
  kind: K,
  value: string,
): Promise<S | null> => {
  const streamId = await eventStore.findReservation(aggregate.key(kind, value));
  return streamId === null ? null : stateOfStream(eventStore, aggregate, streamId);
};
