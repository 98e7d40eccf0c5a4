// A personal task as the calls answer it: spec 000 section 3's "User to-do task" (taskID, userID,
// status, project, user, data {text, notes, dueDate, creatorUserID, completedOn}, taskName) with spec
// 001's data.projectID, and the creator's name beside it for the board's assigner.
import { z } from 'zod';

export const TaskPerson = z.object({ userID: z.number().int(), givenName: z.string(), familyName: z.string(), fullName: z.string() });
export type TaskPerson = z.infer<typeof TaskPerson>;

export const TaskProject = z.object({ projectID: z.string(), name: z.string() });
export type TaskProject = z.infer<typeof TaskProject>;

export const Task = z.object({
  taskID: z.string(),
  /** The assignee. */
  userID: z.number().int(),
  /** 1 open, 2 done. */
  status: z.union([z.literal(1), z.literal(2)]),
  createdOn: z.string(),
  project: TaskProject,
  /** The assignee, by name ('' for a user the read model has not seen). */
  user: TaskPerson,
  /** Who assigned it. */
  creator: TaskPerson,
  /** The task's text again, as the project page reads it. */
  taskName: z.string(),
  data: z.object({
    text: z.string(),
    notes: z.string(),
    /** YYYY-MM-DD, or null without a due date. */
    dueDate: z.string().nullable(),
    projectID: z.string(),
    creatorUserID: z.number().int(),
    /** When it was ticked off (ISO time), null while open. */
    completedOn: z.string().nullable(),
  }),
});
export type Task = z.infer<typeof Task>;

/** The board's filter choices, over every open task (not only those the filter shows). */
export const TaskBoardFilters = z.object({
  assigners: z.array(TaskPerson),
  assignees: z.array(TaskPerson),
  projects: z.array(TaskProject),
});
export type TaskBoardFilters = z.infer<typeof TaskBoardFilters>;

/** How many open tasks each board column holds in full (the answer lists at most TaskLimits.boardColumnMax of each). */
export const TaskBoardCounts = z.object({
  overdue: z.number().int().nonnegative(),
  dueSoon: z.number().int().nonnegative(),
  due: z.number().int().nonnegative(),
});
export type TaskBoardCounts = z.infer<typeof TaskBoardCounts>;
