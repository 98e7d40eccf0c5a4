// The calendar days of an analytics range and the buckets its chart groups them in, as pure functions of
// the asker's day: the server answers with them and the client labels its choices with them. Days are
// calendar days YYYY-MM-DD (docs/decisions/analytics.md: the asker's day, not the server's).
import type { AnalyticsGroup, AnalyticsRange } from './constants';

export interface AnalyticsDays {
  /** First day, YYYY-MM-DD. */
  readonly from: string;
  /** Last day, inclusive. */
  readonly to: string;
}

const DAY_MS = 86_400_000;
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** The month 'YYYY-MM' of a day, and the month before it. */
export const analyticsMonthOf = (day: string): string => day.slice(0, 7);
export const analyticsMonthBefore = (month: string): string => {
  const [y = 0, m = 1] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/** Every day of a month 'YYYY-MM'. */
export const analyticsMonthDays = (month: string): AnalyticsDays => {
  const [y = 0, m = 1] = month.split('-').map(Number);
  return { from: `${month}-01`, to: dayOf(Date.UTC(y, m, 1) - DAY_MS) };
};

/** The days a range covers, seen from `today` (a chosen month needs `month`). */
export const analyticsRangeDays = (range: AnalyticsRange, today: string, month?: string): AnalyticsDays => {
  switch (range) {
    case 'thisMonth':
      return analyticsMonthDays(analyticsMonthOf(today));
    case 'lastMonth':
      return analyticsMonthDays(analyticsMonthBefore(analyticsMonthOf(today)));
    case 'month':
      return analyticsMonthDays(month ?? analyticsMonthOf(today));
    default: {
      const _exhaustive: never = range;
      return _exhaustive;
    }
  }
};

/**
 * The first day of the bucket a day falls in: the day itself, or the Monday of its week (ISO weeks)
 * but never before the range's first day, so a month's first partial week is its own bucket.
 */
export const analyticsBucketOf = (day: string, group: AnalyticsGroup, range: AnalyticsDays): string => {
  if (group === 'day') return day;
  const ms = msOf(day);
  const monday = dayOf(ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS);
  return monday < range.from ? range.from : monday;
};

/** Every bucket of a range, in order: the chart's x axis, empty buckets included. */
export const analyticsBuckets = (range: AnalyticsDays, group: AnalyticsGroup): string[] => {
  const buckets: string[] = [];
  for (let ms = msOf(range.from); ms <= msOf(range.to); ms += DAY_MS) {
    const bucket = analyticsBucketOf(dayOf(ms), group, range);
    if (buckets[buckets.length - 1] !== bucket) buckets.push(bucket);
  }
  return buckets;
};
