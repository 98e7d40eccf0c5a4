// One aggregate's rules = { initialState, evolve, decide }, pure. decide answers the events to append
// (an empty list when the command changes nothing) or a domain error.
import type { DomainError } from './domainError';

export type Decision<E> = readonly E[] | DomainError;

export interface Decider<C, E, S> {
  readonly initialState: S;
  readonly evolve: (state: S, event: E) => S;
  readonly decide: (command: C, state: S) => Decision<E>;
}

export const fold = <E, S>(evolve: (state: S, event: E) => S, initialState: S, events: readonly E[]): S => events.reduce(evolve, initialState);
