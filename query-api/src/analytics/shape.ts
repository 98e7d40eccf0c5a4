// Turns the aggregated rows into the answers: the chart's points with empty buckets filled in, the
// projects' rows in the asked order, and the per-task totals summed over every project of the range.
import { MAX_TASK_ID, type AnalyticsMetric, type AnalyticsPoint, type AnalyticsProjectRow, type AnalyticsSort, type AnalyticsTotals } from '@wb/contracts';
import type { ProjectTuple, SeriesTuple } from './sql';

const TASKS = MAX_TASK_ID + 1;
/** Sums kept to the hundredth, as the entries are. */
const round = (n: number): number => Math.round(n * 100) / 100 + 0;

/** Points of every bucket in order (empty ones at zero); the value is the metric's, in all and per task type (-1 in the rows is all). */
export const pointsOf = (rows: readonly SeriesTuple[], buckets: readonly string[], metric: AnalyticsMetric, bucketKey: (day: string) => string = (d) => d): AnalyticsPoint[] => {
  const points = new Map<string, AnalyticsPoint>(buckets.map((bucket) => [bucket, { bucket, value: 0, byTask: new Array<number>(TASKS).fill(0) }]));
  for (const [day, taskID, projects, words] of rows) {
    const point = points.get(bucketKey(day));
    if (!point) continue;
    const value = Number(metric === 'projects' ? projects : words);
    if (taskID < 0) point.value = value;
    else point.byTask[taskID] = value;
  }
  return [...points.values()];
};

export const projectRowOf = ([projectID, name, wordCount, createdOn, hours]: ProjectTuple): AnalyticsProjectRow => ({
  projectID,
  name,
  wordCount,
  createdOn: createdOn === null ? null : new Date(createdOn).toISOString(),
  hours: Array.from({ length: TASKS }, (_, t) => round(hours[t] ?? 0)),
});

/** Over every project worked on: how many, their words, and the hours; per task type those with any entry of it. */
export const totalsOf = (rows: readonly ProjectTuple[]): AnalyticsTotals => {
  const byTask = Array.from({ length: TASKS }, (_, taskID) => ({ taskID, projects: 0, words: 0, hours: 0 }));
  let words = 0;
  let hours = 0;
  for (const [, , wordCount, , taskHours] of rows) {
    words += wordCount ?? 0;
    taskHours.forEach((h, taskID) => {
      const figures = byTask[taskID];
      if (h === null || !figures) return;
      figures.projects += 1;
      figures.words += wordCount ?? 0;
      figures.hours += h;
      hours += h;
    });
  }
  return { projects: rows.length, words, hours: round(hours), byTask: byTask.map((t) => ({ ...t, hours: round(t.hours) })) };
};

const byName = (a: AnalyticsProjectRow, b: AnalyticsProjectRow): number => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.projectID < b.projectID ? -1 : 1);
const newestFirst = (a: AnalyticsProjectRow, b: AnalyticsProjectRow): number => (b.createdOn ?? '').localeCompare(a.createdOn ?? '') || byName(a, b);

export const sortedRows = (rows: AnalyticsProjectRow[], sort: AnalyticsSort): AnalyticsProjectRow[] => rows.sort(sort === 'alphabetical' ? byName : newestFirst);
