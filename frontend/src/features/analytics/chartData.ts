// The chart's rows and lines from an answer's points: one line per task type that has any work in the
// range (six flat lines at zero would only hide the ones that matter) and one, dashed, for all of them.
import { TrackingTaskTypes, type AnalyticsPoint } from '@wb/contracts';

export const ALL_TASKS = 'All tasks';

export interface ChartLine {
  name: string;
  color: string;
  /** The all-tasks line is dashed, so a task type's line drawn over it (the same figures) leaves it visible. */
  strokeDasharray?: string;
}

export interface ChartOf {
  data: Record<string, string | number>[];
  series: ChartLine[];
}

/** 'YYYY-MM-DD' as '9 Nov', 'YYYY-MM' as 'Nov 2026' (UTC: the buckets are calendar days). */
export const bucketLabel = (bucket: string): string => {
  const monthOnly = bucket.length === 7;
  const date = new Date(`${monthOnly ? `${bucket}-01` : bucket}T00:00:00Z`);
  return date.toLocaleDateString('en-GB', monthOnly ? { month: 'short', year: 'numeric', timeZone: 'UTC' } : { day: 'numeric', month: 'short', timeZone: 'UTC' });
};

export const chartOf = (points: readonly AnalyticsPoint[]): ChartOf => {
  const used = TrackingTaskTypes.filter((t) => points.some((p) => (p.byTask[t.taskID] ?? 0) > 0));
  return {
    data: points.map((p) => ({ bucket: bucketLabel(p.bucket), [ALL_TASKS]: p.value, ...Object.fromEntries(used.map((t) => [t.name, p.byTask[t.taskID] ?? 0])) })),
    // Drawn last, so its dashes lie over the task types' lines where they carry the same figures.
    series: [...used.map((t) => ({ name: t.name, color: t.color })), { name: ALL_TASKS, color: 'dark.4', strokeDasharray: '6 4' }],
  };
};
