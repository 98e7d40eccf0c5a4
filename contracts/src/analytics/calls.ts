// The analytics calls: spec 000 section 7's /admin/getAdminAnalytics (admin.analytics) with the filters
// of section 2 and the choices of section 9, and ours for the profile's personal analytics (section 2),
// which answers only the signed-in user's own work (docs/decisions/analytics.md).
import { z } from 'zod';
import { grant, signedIn } from '../kernel/access';
import { id, userID } from '../kernel/fields';
import { defineCall } from '../kernel/registry';
import { AnalyticsDefaults, AnalyticsLimits } from './constants';
import { analyticsGroup, analyticsMetric, analyticsMonth, analyticsRange, analyticsSort, analyticsToday, personalRange } from './fields';
import { AnalyticsMessages as M } from './messages';
import { AdminAnalyticsAnswer, MyAnalyticsAnswer } from './models';

const reads = ['analytics'] as const;

const admin = {
  getAdminAnalytics: defineCall({
    path: '/admin/getAdminAnalytics',
    method: 'POST',
    kind: 'query',
    reads,
    access: grant('admin.analytics'),
    summary: `Tracked work of a month (this, last, or \`month\` YYYY-MM; months of \`today\`, the asker's day), narrowed by userID and folder (projectGroupID): the chart's series of the metric (projects or words) per week or day and per task type, per-task totals, the projects (alphabetical or recent, at most ${AnalyticsLimits.maxProjects}) with words and hours per task type, and the entries (newest first, at most ${AnalyticsLimits.maxEntries}; none with entries: false)`,
    input: z
      .object({
        metric: analyticsMetric.default(AnalyticsDefaults.metric),
        userID: userID.optional(),
        projectGroupID: id.optional(),
        range: analyticsRange.default(AnalyticsDefaults.range),
        month: analyticsMonth.optional(),
        group: analyticsGroup.default(AnalyticsDefaults.group),
        sort: analyticsSort.default(AnalyticsDefaults.sort),
        today: analyticsToday.optional(),
        /** false leaves `tracking` empty: the page shows only the figures, and the entries are most of an answer's size. */
        entries: z.boolean('true or false').default(true),
      })
      .strict()
      .refine((i) => i.range !== 'month' || i.month !== undefined, { message: M.analyticsMonthMissing, path: ['month'] })
      .prefault({}),
    output: AdminAnalyticsAnswer,
  }),
} as const;

const analytics = {
  getMyAnalytics: defineCall({
    path: '/analytics/getMyAnalytics',
    method: 'POST',
    kind: 'query',
    reads,
    access: signedIn,
    summary: "The signed-in user's own tracked work: this month or last month per day, or all time per month; the metric (projects or words) per bucket and task type, and the totals",
    input: z
      .object({ range: personalRange.default('thisMonth'), metric: analyticsMetric.default(AnalyticsDefaults.metric), today: analyticsToday.optional() })
      .strict()
      .prefault({}),
    output: MyAnalyticsAnswer,
  }),
} as const;

export const analyticsCalls = { admin, analytics } as const;
