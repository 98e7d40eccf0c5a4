// The task calls (spec 000 section 7, "Personal tasks"; spec 001 section 7, Tasks tab). Only the
// assignee toggles a task and only its creator deletes it (decide's rules, 403 otherwise); admins
// (admin.tasks) assign, change and delete anyone's (docs/decisions/tasks.md).
import { z } from 'zod';
import { grant, signedIn, signedInAnd } from '../kernel/access';
import { empty, id, ok, userID } from '../kernel/fields';
import { defineCall } from '../kernel/registry';
import { Limits } from '../kernel/constants';
import { Project } from '../projects/models';
import { TaskLimits } from './constants';
import { calendarDay, taskDueDate, taskID, taskIDs, taskNotes, taskStatus, taskText } from './fields';
import { Task, TaskBoardCounts, TaskBoardFilters } from './models';

const reads = ['tasks'] as const;
const admin = grant('admin.tasks');
const tasksOut = z.object({ tasks: z.array(Task) });

export const SaveTaskInput = z.object({
  taskID: taskID.optional(),
  text: taskText,
  targetUserID: userID,
  projectID: id,
  notes: taskNotes,
  dueDate: taskDueDate,
});

const tasks = {
  getUserTasks: defineCall({
    path: '/tasks/getUserTasks',
    method: 'GET',
    kind: 'query',
    reads,
    access: signedIn,
    summary: `The signed-in user's tasks: every open one (by due date), then the newest ${TaskLimits.userDoneMax} done`,
    input: empty.optional(),
    output: tasksOut,
  }),
  userToggleTask: defineCall({
    path: '/tasks/userToggleTask',
    method: 'POST',
    kind: 'command',
    access: signedInAnd('the assignee of the task'),
    summary: 'Tick a task off (2, the completion time recorded) or open it again (1); only its assignee may',
    input: z.object({ taskID, status: taskStatus }),
    output: ok,
  }),
  userToggleTasks: defineCall({
    path: '/tasks/userToggleTasks',
    method: 'POST',
    kind: 'command',
    access: signedInAnd('the assignee of every task'),
    summary: "Set several of the caller's tasks to one status (mark all as complete); nothing is changed if any is not theirs",
    input: z.object({ status: taskStatus, taskIDs }),
    output: ok,
  }),
  delete: defineCall({
    path: '/tasks/delete',
    method: 'POST',
    kind: 'command',
    access: signedInAnd('the creator of the task'),
    summary: 'Delete a task; only its creator may',
    input: z.object({ taskID }),
    output: ok,
  }),
  getProjectTasks: defineCall({
    path: '/tasks/getProjectTasks',
    method: 'POST',
    kind: 'query',
    reads,
    access: grant('content.projects-view'),
    summary: "A project's tasks, open ones first by due date, then done ones newest first",
    input: z.object({ projectID: id }),
    output: tasksOut,
  }),
  save: defineCall({
    path: '/tasks/save',
    method: 'POST',
    kind: 'command',
    access: admin,
    summary: 'Assign a task (no taskID) or change one; teammate, project and text required, due date and notes optional. The assignee is notified (projectTaskAssignment)',
    input: SaveTaskInput,
    output: z.object({ taskID: z.string() }),
  }),
  adminDelete: defineCall({
    path: '/tasks/adminDelete',
    method: 'POST',
    kind: 'command',
    access: admin,
    summary: "Delete anyone's task (the admin Tasks board)",
    input: z.object({ taskID }),
    output: ok,
  }),
  getAllTasks: defineCall({
    path: '/tasks/getAllTasks',
    method: 'POST',
    kind: 'query',
    reads,
    access: admin,
    summary: `Open tasks for the board, each column (Overdue, Due soon, Due as of \`today\`, the asker's day, else the server's UTC day) by due date, at most ${TaskLimits.boardColumnMax} of each with each column's full count, filtered by assigner, assignee and project (each left out for All), with every choice of each filter`,
    input: z.object({ assignerUserID: userID.optional(), assigneeUserID: userID.optional(), projectID: id.optional(), today: calendarDay.optional() }).strict().optional(),
    output: z.object({ tasks: z.array(Task), counts: TaskBoardCounts, filters: TaskBoardFilters }),
  }),
} as const;

const adminCalls = {
  getProjects: defineCall({
    path: '/admin/getProjects',
    method: 'POST',
    kind: 'query',
    reads: ['projectList'],
    access: admin,
    summary: 'Projects by id for the Tasks board, in the order asked; unknown ids are left out',
    input: z.object({ projectIDs: z.array(id).max(Limits.listMaxItems, `At most ${Limits.listMaxItems}`) }),
    output: z.object({ projects: z.array(Project) }),
  }),
} as const;

export const taskCalls = { tasks, admin: adminCalls } as const;
