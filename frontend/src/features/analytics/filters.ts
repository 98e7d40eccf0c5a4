// The admin Analytics filters as the user sets them (spec 000 sections 2 and 9), and the call they make.
// Selects hold text: '' is "all people" / "all folders".
import { AnalyticsDefaults, type AnalyticsGroup, type AnalyticsMetric, type AnalyticsRange, type AnalyticsSort, type CallInput, type Calls } from '@wb/contracts';

export interface AnalyticsFilterState {
  metric: AnalyticsMetric;
  userID: string;
  projectGroupID: string;
  range: AnalyticsRange;
  /** The chosen month, YYYY-MM (used when range is 'month'). */
  month: string;
  group: AnalyticsGroup;
  sort: AnalyticsSort;
}

export const initialFilters = (today: string): AnalyticsFilterState => ({ ...AnalyticsDefaults, userID: '', projectGroupID: '', month: today.slice(0, 7) });

/** The call's input; a chosen month not yet complete in the month box asks for this month. */
export const analyticsInput = (f: AnalyticsFilterState, today: string): CallInput<typeof Calls.admin.getAdminAnalytics> => {
  const chosen = f.range === 'month' && /^\d{4}-\d{2}$/.test(f.month);
  return {
    metric: f.metric,
    group: f.group,
    sort: f.sort,
    today,
    // The page draws figures only: the entries would be most of the answer.
    entries: false,
    ...(chosen ? { range: 'month', month: f.month } : { range: f.range === 'month' ? 'thisMonth' : f.range }),
    ...(f.userID === '' ? {} : { userID: Number(f.userID) }),
    ...(f.projectGroupID === '' ? {} : { projectGroupID: f.projectGroupID }),
  };
};
