// Pure helpers of the review turnaround panel: the month range a choice stands for, and how figures read.

export type RangeChoice = '6' | '12' | 'all';

export const RANGE_CHOICES: readonly { value: RangeChoice; label: string }[] = [
  { value: '6', label: 'Last 6 months' },
  { value: '12', label: 'Last 12 months' },
  { value: 'all', label: 'All time' },
];

/** YYYY-MM of the month `back` months before the month of `now` (UTC, as the read model files comments). */
const monthBefore = (now: Date, back: number): string => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** The months a choice covers, the current one included; all time names none. */
export const rangeOf = (choice: RangeChoice, now: Date): { from?: string; to?: string } => (choice === 'all' ? {} : { from: monthBefore(now, Number(choice) - 1), to: monthBefore(now, 0) });

/** Hours as a person reads them: minutes under an hour, one decimal under a day, whole hours above. */
export const formatHours = (hours: number | null): string => {
  if (hours === null) return '–';
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 24) return `${(Math.round(hours * 10) / 10).toString()} h`;
  return `${Math.round(hours).toString()} h`;
};

/** Rounds per scene to two decimals; none when no scene was reviewed. */
export const formatRounds = (roundsPerScene: number | null): string => (roundsPerScene === null ? '–' : (Math.round(roundsPerScene * 100) / 100).toString());

/** 'Nov 2026' for '2026-11'. */
export const monthLabel = (month: string): string => {
  const [year, m] = month.split('-').map(Number);
  if (year === undefined || m === undefined || Number.isNaN(year) || Number.isNaN(m)) return month;
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleString('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });
};
