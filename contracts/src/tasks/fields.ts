// The bounded input fields of the task calls.
import { z } from 'zod';
import { textField } from '../kernel/text';
import { TaskLimits } from './constants';

export const taskID = textField({ trim: true, min: 1, minMessage: 'Required', max: 64 });
export const taskIDs = z.array(taskID).min(1, 'Choose at least one').max(TaskLimits.idsMax, `At most ${TaskLimits.idsMax}`);
export const taskStatus = z.union([z.literal(1), z.literal(2)], 'Either 1 (open) or 2 (done)');
export const taskText = textField({ trim: true, min: 1, minMessage: 'Give the task a name', max: TaskLimits.textMax });
export const taskNotes = textField({ trim: true, max: TaskLimits.notesMax }).default('');

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar day YYYY-MM-DD (not 2024-02-30). */
const isCalendarDay = (v: string): boolean => {
  const m = DATE.exec(v);
  if (!m) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
/** A calendar day YYYY-MM-DD: the board's "today", the asker's own day (docs/decisions/tasks.md). */
export const calendarDay = z.string().max(10, 'A date like 2024-05-31').refine(isCalendarDay, 'A date like 2024-05-31');

/**
 * The due date: a day YYYY-MM-DD, or an ISO time whose day is taken; '' or null (or none) is no due date.
 */
export const taskDueDate = z
  .union([z.string().max(40), z.null()], 'A date like 2024-05-31, or null')
  .optional()
  .transform((v) => (v === undefined || v === null ? null : v.trim() === '' ? null : v.trim().slice(0, 10)))
  .refine((v) => v === null || isCalendarDay(v), 'A date like 2024-05-31');
