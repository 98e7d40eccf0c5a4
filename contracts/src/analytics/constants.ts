// Spec 000 section 9, Analytics: ranges Last month, This month or a chosen month; metrics Projects or
// Words; group by week (default) or day; sort Alphabetical or Recent (newest). Profile (section 2):
// this month, last month, all time. Each choice once, with the words the screens show.

export const AnalyticsRanges = { thisMonth: 'This month', lastMonth: 'Last month', month: 'A chosen month' } as const;
export type AnalyticsRange = keyof typeof AnalyticsRanges;

export const PersonalRanges = { thisMonth: 'This month', lastMonth: 'Last month', allTime: 'All time' } as const;
export type PersonalRange = keyof typeof PersonalRanges;

export const AnalyticsMetrics = { projects: 'Projects', words: 'Words' } as const;
export type AnalyticsMetric = keyof typeof AnalyticsMetrics;

export const AnalyticsGroups = { week: 'Week', day: 'Day' } as const;
export type AnalyticsGroup = keyof typeof AnalyticsGroups;

export const AnalyticsSorts = { alphabetical: 'Alphabetical', recent: 'Recent (newest)' } as const;
export type AnalyticsSort = keyof typeof AnalyticsSorts;

export const AnalyticsDefaults = { range: 'thisMonth', metric: 'projects', group: 'week', sort: 'alphabetical' } as const satisfies {
  range: AnalyticsRange;
  metric: AnalyticsMetric;
  group: AnalyticsGroup;
  sort: AnalyticsSort;
};

/** The task types the admin table has a column for (spec 000 section 2: Illustrator, Voiceover, Video Editor), by taskID. */
export const AnalyticsTableTaskIDs = [1, 2, 4] as const;

export const AnalyticsLimits = {
  /** Project rows one admin answer holds (a month of a whole team's work is far fewer). */
  maxProjects: 1000,
  /** Entries one admin answer carries at most, newest first (a month of a team of 50 logs about 1,700). */
  maxEntries: 2000,
  /** The oldest month one may choose: analytics of the tool's own time, not of any year typed. */
  firstYear: 2000,
} as const;
