// Events of a personal task (stream task-<taskID>; past tense, schema version 1).
import { z } from 'zod';

const taskID = z.string();
const userID = z.number().int();
const details = {
  text: z.string(),
  notes: z.string(),
  /** YYYY-MM-DD or null. */
  dueDate: z.string().nullable(),
  projectID: z.string(),
  assigneeUserID: userID,
};

export const TaskEvents = {
  /** An admin assigned a task (/tasks/save without a taskID); the assignee is notified. */
  TaskAssigned: z.object({ taskID, creatorUserID: userID, ...details }),
  /** An admin changed it (/tasks/save with its taskID): the whole task after the save. A new assignee is notified. */
  TaskChanged: z.object({ taskID, ...details, previousAssigneeUserID: userID }),
  /** The assignee ticked it off (2, with the time) or opened it again (1, completedOn null). */
  TaskStatusChanged: z.object({ taskID, userID, status: z.union([z.literal(1), z.literal(2)]), completedOn: z.string().nullable() }),
  /** Its creator (/tasks/delete) or an admin (/tasks/adminDelete) deleted it. */
  TaskDeleted: z.object({ taskID, byUserID: userID }),
} as const;
