// The analytics read model's reads: /admin/getAdminAnalytics (a month of the team's tracked work,
// filtered) and /analytics/getMyAnalytics (the asker's own, this month, last month or all time).
import { AnalyticsLimits, analyticsBuckets, analyticsRangeDays, Calls, type AdminAnalyticsAnswer, type AnalyticsDays, type CallInput, type MyAnalyticsAnswer, type TrackingEntry } from '@wb/contracts';
import { jsonObject, JsonText, type Pool } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';
import { pointsOf, projectRowOf, sortedRows, totalsOf } from './shape';
import { adminAnalyticsSql, FIRST_DAY_SQL, personalAnalyticsSql, type AdminRow, type PersonalRow } from './sql';

/** The server's UTC day, for an asker who did not send theirs. */
const utcToday = (): string => new Date().toISOString().slice(0, 10);

const adminAnalytics = async (pool: Pool, input: CallInput<typeof Calls.admin.getAdminAnalytics>): Promise<JsonText<AdminAnalyticsAnswer>> => {
  const range = analyticsRangeDays(input.range, input.today ?? utcToday(), input.month);
  const { sql, params } = adminAnalyticsSql({ ...range, userID: input.userID ?? null, projectGroupID: input.projectGroupID ?? null, cut: input.group }, input.entries ? AnalyticsLimits.maxEntries : 0);
  const { rows } = await pool.query<AdminRow>(sql, params);
  const row = rows[0] ?? { projects: [], series: [], tracking: '[]', users: [], folders: [] };
  return jsonObject<AdminAnalyticsAnswer>({
    range,
    series: pointsOf(row.series, analyticsBuckets(range, input.group), input.metric),
    totals: totalsOf(row.projects),
    projects: sortedRows(row.projects.map(projectRowOf), input.sort).slice(0, AnalyticsLimits.maxProjects),
    tracking: new JsonText<TrackingEntry[]>(row.tracking),
    filters: { users: row.users.map(([userID, name]) => ({ userID, name })), folders: row.folders.map(([projectGroupID, name]) => ({ projectGroupID, name })) },
  });
};

/** Every month 'YYYY-MM' from the first day's to the last day's. */
const monthsOf = (range: AnalyticsDays): string[] => {
  const months: string[] = [];
  const last = range.to.slice(0, 7);
  let [year = 0, month = 1] = range.from.split('-').map(Number);
  for (let text = range.from.slice(0, 7); text <= last; text = `${year}-${String(month).padStart(2, '0')}`) {
    months.push(text);
    month = (month % 12) + 1;
    if (month === 1) year += 1;
  }
  return months;
};

/** All time: from the first day of one's work (today when there is none yet) to today. */
const allTimeDays = async (pool: Pool, userID: number, today: string): Promise<AnalyticsDays> => {
  const first = (await pool.query<{ first: string | null }>(FIRST_DAY_SQL, [userID])).rows[0]?.first ?? null;
  return { from: first !== null && first < today ? first : today, to: today };
};

const myAnalytics = async (pool: Pool, userID: number, input: CallInput<typeof Calls.analytics.getMyAnalytics>): Promise<MyAnalyticsAnswer> => {
  const today = input.today ?? utcToday();
  const allTime = input.range === 'allTime';
  const range = input.range === 'allTime' ? await allTimeDays(pool, userID, today) : analyticsRangeDays(input.range, today);
  const { sql, params } = personalAnalyticsSql({ ...range, userID, projectGroupID: null, cut: allTime ? 'month' : 'day' });
  const { rows } = await pool.query<PersonalRow>(sql, params);
  const row = rows[0] ?? { projects: [], series: [] };
  const series = allTime ? pointsOf(row.series, monthsOf(range), input.metric, (day) => day.slice(0, 7)) : pointsOf(row.series, analyticsBuckets(range, 'day'), input.metric);
  return { range, series, totals: totalsOf(row.projects) };
};

export const analyticsHandlers = (pool: Pool): QueryRoute[] => [
  queryCall(Calls.admin.getAdminAnalytics, (input) => adminAnalytics(pool, input)),
  queryCall(Calls.analytics.getMyAnalytics, (input, asker) => myAnalytics(pool, asker.userID, input)),
];
