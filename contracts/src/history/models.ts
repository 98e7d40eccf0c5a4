// What the history and audit calls answer (docs/decisions/history.md).
import { z } from 'zod';

/** One field of an entity as an event changed it: its value before and after (null when absent). */
export const HistoryChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type HistoryChange = z.infer<typeof HistoryChange>;

export const HistoryEntry = z.object({
  /** The event's global position, as decimal text (it may pass 2^53). */
  position: z.string(),
  streamId: z.string(),
  /** The event type (ProjectRenamed). */
  type: z.string(),
  /** The type in plain words (Project renamed). */
  kind: z.string(),
  /** Who made it; null for the system (a reactor, a migration). */
  actorID: z.number().int().nullable(),
  actorName: z.string().nullable(),
  /** ISO time of the event. */
  at: z.string(),
  /** What happened in plain words: 'Renamed "Tides" to "Tides and moons"'. */
  summary: z.string(),
  changes: z.array(HistoryChange),
  /** The project the entity belongs to, when it belongs to one (for "the project as it was"). */
  projectID: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

export const HistoryPage = z.object({
  /** Newest first. */
  entries: z.array(HistoryEntry),
  /** The cursor to pass as `before` for the next page, or null on the last. */
  next: z.string().nullable(),
  /** How many entries match, when it was cheap to count. */
  total: z.number().int().optional(),
});
export type HistoryPage = z.infer<typeof HistoryPage>;

export const HistoryFacets = z.object({
  /** Everyone who made an event of the entity, by name. */
  people: z.array(z.object({ userID: z.number().int(), name: z.string() })),
  /** Every event type the entity has, with its plain words. */
  kinds: z.array(z.object({ type: z.string(), kind: z.string() })),
});
export type HistoryFacets = z.infer<typeof HistoryFacets>;
