// One aggregate = one definition: its stream type and stream ids, its decider, and the unique keys its
// decided events claim and give up. Generic code (handle.ts, streams.ts) loads, decides and appends
// with it; every list of names (stream types, reservation scopes) is derived from the definitions.
import { uniqueNameKey } from '@wb/contracts';
import type { AnyEvent } from '@wb/contracts';
import type { Reservation } from '@wb/platform';
import type { Decider } from './decider';

/** Keys an append claims and gives up, written atomically with its events. */
export interface Claims {
  readonly reserve?: readonly Reservation[];
  readonly release?: readonly Reservation[];
}

export interface AggregateDefinition<T extends string, Id, C, E extends AnyEvent, S, K extends string> extends Decider<C, E, S> {
  /** The event store files a stream under the part of its id before the first '-': the stream type. */
  readonly streamType: T;
  readonly streamId: (id: Id) => string;
  /** Names of the unique keys the aggregate's streams hold; each is the reservation scope `<streamType>-<key>`. */
  readonly uniqueKeys: readonly K[];
  /** The keys the decided events claim and give up; `key` builds one of this aggregate's keys. */
  readonly reservations?: (events: readonly E[], state: S, command: C, key: (kind: K, value: string) => Reservation) => Claims;
}

export interface Aggregate<T extends string, Id, C, E extends AnyEvent, S, K extends string> extends AggregateDefinition<T, Id, C, E, S, K> {
  /** The reservation of a unique key of this aggregate, its value normalized by uniqueNameKey. */
  readonly key: (kind: K, value: string) => Reservation;
  readonly claimsOf: (events: readonly E[], state: S, command: C) => Claims;
}

export const scopeOf = (streamType: string, kind: string): string => `${streamType}-${kind}`;

export const defineAggregate = <const T extends string, Id, C, E extends AnyEvent, S, const K extends string = never>(
  definition: AggregateDefinition<T, Id, C, E, S, K>,
): Aggregate<T, Id, C, E, S, K> => {
  const key = (kind: K, value: string): Reservation => ({ scope: scopeOf(definition.streamType, kind), key: uniqueNameKey(value) });
  return {
    ...definition,
    key,
    claimsOf: (events, state, command) => definition.reservations?.(events, state, command, key) ?? {},
  };
};
