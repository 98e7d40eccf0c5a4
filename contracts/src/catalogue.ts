// The package's lists, each derived from the areas (areas.ts) and never written twice: every call,
// the event catalogue and its schema versions, the error codes with their statuses, the messages, the
// read models.
import { type z } from 'zod';
import * as areaModules from './areas';
import { isArea, type Area, type CallGroups } from './kernel/area';
import { BaseErrorCode } from './kernel/errors';
import { BaseMessages } from './kernel/messages';
import type { RecordedEvent } from './kernel/envelope';
import type { CallDef } from './kernel/registry';

type Modules = typeof areaModules;
/** Every area definition among the exports of areas.ts. */
type Areas = { [K in keyof Modules]: Modules[K] extends { readonly kind: 'area' } ? Modules[K] : never }[keyof Modules];
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** One object type with the members of an intersection. */
type Flat<T> = { readonly [K in keyof T]: T[K] };
type Merged<U> = Flat<UnionToIntersection<U>>;

/** The areas, in name order (a module namespace lists its exports in no order one can rely on). */
const exported: readonly unknown[] = Object.values(areaModules);
export const areas: readonly Area[] = exported.filter(isArea).sort((a, b) => a.name.localeCompare(b.name));

/** Merges the tables of every area; a name defined twice is a programming error, found at load. */
const mergeTables = <V>(what: string, tables: readonly Readonly<Record<string, V>>[]): Record<string, V> => {
  const merged: Record<string, V> = {};
  for (const table of tables) {
    for (const [key, value] of Object.entries(table)) {
      if (Object.hasOwn(merged, key)) throw new Error(`The ${what} '${key}' is defined by two areas`);
      merged[key] = value;
    }
  }
  return merged;
};

const mergeCalls = (groups: readonly CallGroups[]): Record<string, Record<string, CallDef>> => {
  const namespaces = [...new Set(groups.flatMap((g) => Object.keys(g)))];
  return Object.fromEntries(
    namespaces.map((ns) => [
      ns,
      mergeTables(
        `call ${ns}`,
        groups.map((g) => g[ns] ?? {}),
      ),
    ]),
  );
};

type CallNamespaces = UnionToIntersection<Areas['calls']>;
/** Every call of the product, by the first segment of its path and its name: Calls.project.create. */
export const Calls = mergeCalls(areas.map((a) => a.calls)) as { readonly [N in keyof CallNamespaces]: Flat<CallNamespaces[N]> };
export const UserCalls = Calls.user;
export const ProjectCalls = Calls.project;
export const AdminCalls = Calls.admin;

/** Flat list of every call definition, for routers, OpenAPI and authorization tests. */
export const allCalls = (): CallDef[] => Object.values(Calls).flatMap((group) => Object.values(group) as CallDef[]);

/** The event catalogue: one zod schema per event type, from every area. */
export const EventCatalogue = mergeTables(
  'event type',
  areas.map((a) => a.events),
) as Merged<Areas['events']>;
export type EventType = keyof typeof EventCatalogue;
export type EventData<T extends EventType> = z.infer<(typeof EventCatalogue)[T]>;

/** A discriminated union of every event of a group, e.g. EventOf<typeof ProjectEvents>. */
export type EventOf<G extends Record<string, z.ZodTypeAny>> = {
  [K in keyof G & string]: { readonly type: K; readonly data: z.infer<G[K]> };
}[keyof G & string];

export type AnyEvent = EventOf<typeof EventCatalogue>;
export type AnyRecordedEvent = RecordedEvent & AnyEvent;

const upcastersOf = (type: string) => areas.find((a) => Object.hasOwn(a.events, type))?.upcasters[type] ?? [];

/** An event's schema version is one more than the number of its upcasters (an area's `upcasters`). */
export const CURRENT_SCHEMA_VERSION = Object.fromEntries(Object.keys(EventCatalogue).map((t) => [t, 1 + upcastersOf(t).length])) as Record<EventType, number>;

/** Brings stored event data up to the current schema version; old events are upcast when read, never rewritten. */
export const upcast = (type: string, version: number, data: unknown): unknown =>
  upcastersOf(type)
    .slice(Math.max(version - 1, 0))
    .reduce((d, step) => step(d), data);

export const isKnownEvent = (type: string): type is EventType => Object.hasOwn(EventCatalogue, type);

/** Every error code with the HTTP status it answers: the kernel's and every area's. */
export const ErrorCode = mergeTables('error code', [BaseErrorCode, ...areas.map((a) => a.errors)]) as Merged<typeof BaseErrorCode | Areas['errors']>;
export type ErrorCode = keyof typeof ErrorCode;

/** User-facing messages of the spec, word for word: the kernel's and every area's. */
export const Messages = mergeTables('message', [BaseMessages, ...areas.map((a) => a.messages)]) as Merged<typeof BaseMessages | Areas['messages']>;

type ReadModelOf = Areas['readModels'][number];
/**
 * The read models the projectors keep, name to name (ReadModels.projectList), from every area's
 * `readModels`: the projections name themselves from it, the query API waits for these names and the
 * client's cache tags are these names.
 */
export const ReadModels = mergeTables(
  'read model',
  areas.map((a) => Object.fromEntries(a.readModels.map((name) => [name, name]))),
) as {
  readonly [N in ReadModelOf]: N;
};
export type ReadModelName = ReadModelOf;

/** A query that reads a read model no area defines is a programming error, found at load. */
for (const call of allCalls())
  for (const name of call.reads ?? []) if (!Object.hasOwn(ReadModels, name)) throw new Error(`The call '${call.path}' reads '${name}', which no area defines among its readModels`);
