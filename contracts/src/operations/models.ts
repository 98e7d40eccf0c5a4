// What the admin console's view of the running system answers.
import { z } from 'zod';

/**
 * A subscriber's health for the admin console: how far behind it is, what it could not apply, and a
 * rebuild under way. A projection builds a read model; a reactor has effects and owns no tables, so it
 * has no version and is never rebuilt.
 */
export const ReadModelStatus = z.object({
  name: z.string(),
  kind: z.enum(['projection', 'reactor']),
  /** Version of the tables that serve queries; null for a reactor. */
  version: z.number().int().nullable(),
  checkpoint: z.string(),
  lagEvents: z.number().int(),
  eventsPerSecond: z.number(),
  lastError: z.string().nullable(),
  parked: z.number().int(),
  /** A rebuild into fresh tables (a new version, or asked for): the old tables keep serving until it swaps them in. */
  rebuild: z.object({ version: z.number().int(), appliedEvents: z.number().int(), totalEvents: z.number().int() }).nullable(),
});
export type ReadModelStatus = z.infer<typeof ReadModelStatus>;

/**
 * The Stats tab's key/value counts (spec 001 section 2): named counts first, then one `events.<Type>`
 * entry per event type ever recorded. A flat table, so the tab lists it as it comes.
 */
export const Stats = z.record(z.string(), z.number().int());
export type Stats = z.infer<typeof Stats>;
