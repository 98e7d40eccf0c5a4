// The bounded input fields of the analytics calls: the choices of spec 000 section 9 as enums, a chosen
// month as YYYY-MM, and the asker's day (so "this month" is the asker's month, not the server's).
import { z } from 'zod';
import { calendarDay } from '../tasks/fields';
import { AnalyticsGroups, AnalyticsLimits, AnalyticsMetrics, AnalyticsRanges, AnalyticsSorts, PersonalRanges } from './constants';
import { AnalyticsMessages as M } from './messages';

const oneOf = <K extends string>(table: Readonly<Record<K, string>>) => {
  const keys = Object.keys(table) as [K, ...K[]];
  return z.enum(keys, { message: `One of ${keys.join(', ')}` });
};

export const analyticsRange = oneOf(AnalyticsRanges);
export const personalRange = oneOf(PersonalRanges);
export const analyticsMetric = oneOf(AnalyticsMetrics);
export const analyticsGroup = oneOf(AnalyticsGroups);
export const analyticsSort = oneOf(AnalyticsSorts);

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** A chosen month, YYYY-MM, from the year 2000 on. */
export const analyticsMonth = z
  .string(M.analyticsMonthInvalid)
  .max(7, M.analyticsMonthInvalid)
  .regex(MONTH, M.analyticsMonthInvalid)
  .refine((v) => Number(v.slice(0, 4)) >= AnalyticsLimits.firstYear, M.analyticsMonthInvalid);

/** The asker's calendar day: the client sends its own; without it the server's UTC day. */
export const analyticsToday = calendarDay;
