// The event catalogue: one zod schema per event type. Every event is at schema version 1 so far; a
// new version adds an upcaster here and old events are upcast when read, never rewritten.
import { type z } from 'zod';
import { FolderEvents } from './folder';
import { ProjectEvents } from './project';
import { UserEvents } from './user';
import type { RecordedEvent } from './envelope';

export * from './envelope';
export { ProjectEvents } from './project';
export { FolderEvents, TrelloBoards } from './folder';
export { UserEvents } from './user';

export const EventCatalogue = { ...ProjectEvents, ...FolderEvents, ...UserEvents } as const;
export type EventType = keyof typeof EventCatalogue;
export type EventData<T extends EventType> = z.infer<(typeof EventCatalogue)[T]>;

/** A discriminated union of every event of a group, e.g. EventOf<typeof ProjectEvents>. */
export type EventOf<G extends Record<string, z.ZodTypeAny>> = {
  [K in keyof G & string]: { readonly type: K; readonly data: z.infer<G[K]> };
}[keyof G & string];

export type AnyEvent = EventOf<typeof EventCatalogue>;
export type AnyRecordedEvent = RecordedEvent & AnyEvent;

export const CURRENT_SCHEMA_VERSION: Record<EventType, number> = Object.fromEntries(
  Object.keys(EventCatalogue).map((t) => [t, 1]),
) as Record<EventType, number>;

type Upcaster = (data: unknown) => unknown;
/** Upcasters by event type and the version they read from. */
const upcasters: Partial<Record<EventType, Record<number, Upcaster>>> = {};

/** Brings stored event data up to the current schema version. */
export const upcast = (type: string, version: number, data: unknown): unknown => {
  const steps = upcasters[type as EventType];
  let v = version;
  let d = data;
  while (steps && steps[v]) {
    d = steps[v]!(d);
    v += 1;
  }
  return d;
};

export const isKnownEvent = (type: string): type is EventType => type in EventCatalogue;
