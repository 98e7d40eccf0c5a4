import type { MessageTable } from '../kernel/messages';

// Spec 000 section 8 quotes the empty answer; the refusals are ours (docs/decisions/analytics.md).
export const AnalyticsMessages = {
  analyticsNoProjects: 'No projects found with the given filters',
  analyticsMonthInvalid: 'A month is written as YYYY-MM, e.g. 2026-11, from the year 2000 on.',
  analyticsMonthMissing: 'Choose the month to show.',
  analyticsNoWork: 'No tracked work in this range yet.',
} as const satisfies MessageTable;
