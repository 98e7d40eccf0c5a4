// Personal tasks (spec 000 sections 4 and 9, spec 001 sections 3-6): statuses, due buckets, bounds.
import { Limits, UserTaskStatus } from '../kernel/constants';

/** 1 open, 2 done (spec 000 section 9). */
export const TaskStatus = UserTaskStatus;
export type TaskStatus = (typeof TaskStatus)[keyof typeof TaskStatus];

export const TaskLimits = {
  textMax: Limits.nameMaxLength,
  notesMax: Limits.textMaxLength,
  /** Ids one userToggleTasks names. */
  idsMax: 200,
  /** Done tasks one getUserTasks answers, newest first (its open tasks are all answered): ours. */
  userDoneMax: 200,
  /** Tasks one getUserTasks (open) or getProjectTasks answers (ours: docs/decisions/tasks.md). */
  listMax: 5000,
  /** Tasks getAllTasks answers per board column, with each column's full count (ours: docs/decisions/tasks.md). */
  boardColumnMax: 100,
  /** Spec 000 section 3: the contents page shows the first 5 completed tasks, the rest on demand. */
  completedShown: 5,
  /** The header dropdown's lists (spec 000 section 9), in pixels. */
  openListHeight: 400,
  completedListHeight: 175,
  /** Spec 001 section 9: due soon under 3 days, overdue under 0. */
  dueSoonDays: Limits.dueWarningDays,
} as const;

export type DueBucket = 'due' | 'dueSoon' | 'overdue';

/** Whole days from `today` to a due date, both YYYY-MM-DD (calendar days, no time of day). */
export const daysUntil = (dueDate: string, today: string): number => Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

/** The calendar day `days` after `day` (both YYYY-MM-DD). */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The board's columns as ranges of due dates, as the server pages them: Overdue before `today`, Due
 * soon from `today` to before `dueFrom`, Due from `dueFrom` on (and no due date). The same days as
 * dueBucketOf.
 */
export const boardColumnBounds = (today: string): { today: string; dueFrom: string } => ({ today, dueFrom: addDays(today, TaskLimits.dueSoonDays) });

/**
 * Spec 001 section 6: under 0 days Overdue, 0 to 2 Due soon, 3 or more Due. A task without a due date
 * is Due (nothing presses it).
 */
export const dueBucketOf = (dueDate: string | null, today: string): DueBucket => {
  if (dueDate === null) return 'due';
  const days = daysUntil(dueDate, today);
  if (days < 0) return 'overdue';
  return days < TaskLimits.dueSoonDays ? 'dueSoon' : 'due';
};
