// Events of a project's tracking (stream tracking-<projectID>; past tense, schema version 1). An entry
// is one user's hours on one task type on one day (docs/decisions/tracking.md).
import { z } from 'zod';

const projectID = z.string();
const entryKey = { projectID, taskID: z.number().int(), userID: z.number().int(), date: z.string() };

export const TrackingEvents = {
  /** Hours set for (task type, user, day): a new entry, or new hours for an existing one. */
  TrackingTaskUpdated: z.object({ ...entryKey, hours: z.number() }),
  TrackingTaskRemoved: z.object(entryKey),
  TrackingWordCountUpdated: z.object({ projectID, wordCount: z.number().int() }),
} as const;
