// The board's columns (spec 001 section 6): days to the due date under 0 Overdue, 0 to 2 Due soon,
// 3 or more (or none) Due.
import { dueBucketOf, Messages, type DueBucket, type Task } from '@wb/contracts';

export const BOARD_COLUMNS: readonly { bucket: DueBucket; title: string }[] = [
  { bucket: 'due', title: 'Due' },
  { bucket: 'dueSoon', title: 'Due soon' },
  { bucket: 'overdue', title: 'Overdue' },
];

/** The open tasks of each column, in the order the server gave them (by due date). */
export const columnsOf = (tasks: readonly Task[], today: string): Record<DueBucket, Task[]> => {
  const columns: Record<DueBucket, Task[]> = { due: [], dueSoon: [], overdue: [] };
  for (const task of tasks) if (task.status === 1) columns[dueBucketOf(task.data.dueDate, today)].push(task);
  return columns;
};

/**
 * Under a column that holds more open tasks than the answer lists (at most TaskLimits.boardColumnMax of
 * each), what says so; null when every task of the column shows.
 */
export const cappedNote = (shown: number, total: number): string | null => (total > shown ? Messages.taskBoardColumnCapped(shown, total) : null);

/** What a filter Select holds: 'all' for All, else the id as text. */
export const ALL = 'all';
export const filterValue = (value: string): string | undefined => (value === ALL ? undefined : value);
