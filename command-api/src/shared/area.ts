// An area of the write side (projects, assets, scenes...) as the workspace needs it: the aggregates
// whose streams it writes and its command calls, bound to their handlers. Each area's folder exports
// one of these from its index.ts, and src/areas.ts lists them; the aggregate list, the stream types,
// the reservation scopes and the call router's handlers are all derived from that list.
import type { AnyEvent } from '@wb/contracts';
import type { CommandRoute } from './commandCall';
import type { CommandDeps } from './deps';
import type { Aggregate } from './domain/aggregate';

/** Any aggregate definition (defineAggregate), as the lists derived from the areas read it: its stream type, ids and unique keys. */
export type AnyAggregate = Pick<Aggregate<string, never, unknown, AnyEvent, unknown, string>, 'streamType' | 'streamId' | 'uniqueKeys'>;

export interface CommandArea {
  /** The area's name, as its folder is named. */
  readonly name: string;
  /** One definition per stream type the area writes. */
  readonly aggregates: readonly AnyAggregate[];
  /** The area's registry calls of kind 'command', each bound to its handler. */
  readonly routes: (deps: CommandDeps) => readonly CommandRoute[];
  /** What must exist before the first call is served (run at every start, so it decides nothing when it does). */
  readonly onStart?: (deps: CommandDeps) => Promise<void>;
}
