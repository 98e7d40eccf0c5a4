// What the tracking calls answer (spec 000 section 3, Tracking entry: taskID, userID, user {givenName,
// userID}, hours, date, projectName, projectID, wordCount), with the totals the contents page shows.
import { z } from 'zod';

export const TrackingUser = z.object({ userID: z.number().int(), givenName: z.string(), familyName: z.string() });
export type TrackingUser = z.infer<typeof TrackingUser>;

export const TrackingEntry = z.object({
  /** The production task type (0 Script Writer .. 5 Reviewer). */
  taskID: z.number().int(),
  userID: z.number().int(),
  user: TrackingUser,
  hours: z.number(),
  /** The day worked, YYYY-MM-DD. */
  date: z.string(),
  projectName: z.string(),
  projectID: z.string(),
  /** The project's word count (null until one is saved). */
  wordCount: z.number().int().nullable(),
});
export type TrackingEntry = z.infer<typeof TrackingEntry>;

export const TrackingTotals = z.object({
  hours: z.number(),
  /** Every task type, in taskID order, with its hours (0 when nobody logged any). */
  byTask: z.array(z.object({ taskID: z.number().int(), hours: z.number() })),
  /** The users with entries, by name. */
  byUser: z.array(z.object({ user: TrackingUser, hours: z.number() })),
});
export type TrackingTotals = z.infer<typeof TrackingTotals>;

export const TrackingAnswer = z.object({
  tracking: z.array(TrackingEntry),
  /** The project's word count when the call named a project (null when it has none, or none was named). */
  wordCount: z.number().int().nullable(),
  totals: TrackingTotals,
});
export type TrackingAnswer = z.infer<typeof TrackingAnswer>;
