// An area (projects, folders, users, the asset library to come...) states its calls, events, error
// codes, messages and read models once, in its folder; the package's lists (Calls, EventCatalogue,
// ErrorCode, Messages, CURRENT_SCHEMA_VERSION, ReadModels) are derived from every area's definition
// (see ../catalogue.ts).
import type { z } from 'zod';
import type { CallDef } from './registry';
import type { ErrorCodeTable } from './errors';
import type { MessageTable } from './messages';

/** Calls by the first segment of their path ('project', 'admin', 'user'...), then by name. */
export type CallGroups = Readonly<Record<string, Readonly<Record<string, CallDef>>>>;
/** Event schemas by event type (past tense). */
export type EventGroup = Readonly<Record<string, z.ZodTypeAny>>;
/** Reads stored data of an older schema version into the next one. */
export type Upcaster = (data: unknown) => unknown;
/**
 * Per event type, the upcaster from each old version (1 upgrades version 1 data to version 2...). An
 * event's current schema version is one more than the number of its upcasters.
 */
export type Upcasters<E extends EventGroup> = { readonly [T in keyof E]?: readonly Upcaster[] };

export interface Area<
  C extends CallGroups = CallGroups,
  E extends EventGroup = EventGroup,
  X extends ErrorCodeTable = ErrorCodeTable,
  M extends MessageTable = MessageTable,
  R extends string = string,
> {
  /** Marks an area among the exports of ../areas.ts, where the catalogue finds them. */
  readonly kind: 'area';
  readonly name: string;
  readonly calls: C;
  readonly events: E;
  readonly upcasters: Upcasters<E>;
  readonly errors: X;
  readonly messages: M;
  /**
   * The read models the projectors keep for it, by name: a projection and the folder that reads its
   * tables on both sides (projectors/src/<name>, query-api/src/<name>) carry this name, and a query
   * call's `reads` name these.
   */
  readonly readModels: readonly R[];
}

/** Defines an area; every part but its name is optional (an area with no events leaves them out). */
export const defineArea = <
  const C extends CallGroups = Record<never, never>,
  const E extends EventGroup = Record<never, never>,
  const X extends ErrorCodeTable = Record<never, never>,
  const M extends MessageTable = Record<never, never>,
  const R extends string = never,
>(def: {
  name: string;
  calls?: C;
  events?: E;
  upcasters?: Upcasters<E>;
  errors?: X;
  messages?: M;
  readModels?: readonly R[];
}): Area<C, E, X, M, R> => ({
  kind: 'area',
  name: def.name,
  calls: def.calls ?? ({} as C),
  events: def.events ?? ({} as E),
  upcasters: def.upcasters ?? {},
  errors: def.errors ?? ({} as X),
  messages: def.messages ?? ({} as M),
  readModels: def.readModels ?? [],
});

/** Whether an export of ../areas.ts is an area definition. */
export const isArea = (value: unknown): value is Area => typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'area';
