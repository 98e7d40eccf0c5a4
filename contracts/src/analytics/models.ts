// What the analytics calls answer: figures per task type (taskID 0..5), per bucket of the chart and per
// project, built from the analytics read model (docs/decisions/analytics.md defines each figure).
import { z } from 'zod';
import { TrackingEntry } from '../tracking/models';

const day = z.string();

/** One task type's figures over a range: projects worked on, their words, and the hours logged. */
export const AnalyticsTaskFigures = z.object({ taskID: z.number().int(), projects: z.number().int(), words: z.number().int(), hours: z.number() });
export type AnalyticsTaskFigures = z.infer<typeof AnalyticsTaskFigures>;

export const AnalyticsTotals = z.object({
  projects: z.number().int(),
  words: z.number().int(),
  hours: z.number(),
  /** Every task type, in taskID order (zeros when nobody worked on it). */
  byTask: z.array(AnalyticsTaskFigures),
});
export type AnalyticsTotals = z.infer<typeof AnalyticsTotals>;

/** One point of the chart: the metric of the bucket starting on `bucket`, in all and per task type. */
export const AnalyticsPoint = z.object({
  /** The bucket's first day (YYYY-MM-DD), or its month (YYYY-MM) for the personal all-time chart. */
  bucket: z.string(),
  value: z.number().int(),
  /** The metric per task type, indexed by taskID. */
  byTask: z.array(z.number().int()),
});
export type AnalyticsPoint = z.infer<typeof AnalyticsPoint>;

/** A row of the admin table: a project worked on in the range, with its words and its hours per task type. */
export const AnalyticsProjectRow = z.object({
  projectID: z.string(),
  name: z.string(),
  wordCount: z.number().int().nullable(),
  /** When the project was created (ISO), null for one whose creation the read model has not seen. */
  createdOn: z.string().nullable(),
  /** Hours in the range per task type, indexed by taskID. */
  hours: z.array(z.number()),
});
export type AnalyticsProjectRow = z.infer<typeof AnalyticsProjectRow>;

export const AnalyticsFilterChoices = z.object({
  /** People who ever logged work, by name. */
  users: z.array(z.object({ userID: z.number().int(), name: z.string() })),
  /** Folders that are not deleted, by name. */
  folders: z.array(z.object({ projectGroupID: z.string(), name: z.string() })),
});
export type AnalyticsFilterChoices = z.infer<typeof AnalyticsFilterChoices>;

export const AdminAnalyticsAnswer = z.object({
  range: z.object({ from: day, to: day }),
  series: z.array(AnalyticsPoint),
  totals: AnalyticsTotals,
  projects: z.array(AnalyticsProjectRow),
  /** The range's tracking entries matching the filters (spec 000 section 7: "returns tracking"), newest day first; empty when not asked for. */
  tracking: z.array(TrackingEntry),
  filters: AnalyticsFilterChoices,
});
export type AdminAnalyticsAnswer = z.infer<typeof AdminAnalyticsAnswer>;

export const MyAnalyticsAnswer = z.object({
  /** The days covered: a month, or from the first day of one's work to today (all time). */
  range: z.object({ from: day, to: day }),
  /** Per day for a month; per month (YYYY-MM) for all time. */
  series: z.array(AnalyticsPoint),
  totals: AnalyticsTotals,
});
export type MyAnalyticsAnswer = z.infer<typeof MyAnalyticsAnswer>;
