// The task date label (spec 000 section 4): grey normally, orange when due in under 3 days, red with
// an alert icon when past due. Days are calendar days in the viewer's time zone.
import dayjs from 'dayjs';
import { daysUntil, TaskLimits } from '@wb/contracts';

export type DueTone = 'normal' | 'soon' | 'overdue';

/** Today as YYYY-MM-DD where the viewer is. */
export const todayHere = (): string => dayjs().format('YYYY-MM-DD');

export const dueToneOf = (dueDate: string, today: string): DueTone => {
  const days = daysUntil(dueDate, today);
  if (days < 0) return 'overdue';
  return days < TaskLimits.dueSoonDays ? 'soon' : 'normal';
};

/** Orange and red dark enough to read on white and on the board's grey (4.5:1 and more). */
export const DUE_COLOR: Readonly<Record<DueTone, string>> = { normal: 'dimmed', soon: '#c2410c', overdue: 'red.9' };

/** 'Due May 31' (with the year when it is not this year's). */
export const dueText = (dueDate: string, today: string): string => {
  const day = dayjs(dueDate);
  return `Due ${day.format(day.year() === dayjs(today).year() ? 'MMM D' : 'MMM D, YYYY')}`;
};
