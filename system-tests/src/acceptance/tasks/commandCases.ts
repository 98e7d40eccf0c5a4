// The command table's rows for the tasks area: each read back the way its screen reads it (the
// assignee's list, the board, the project's tasks).
import type { CommandCase } from '../commands/commandCase';
import { unique } from '../commands/commandsWorld';
import { assignTask, boardTasks, projectTasks, userTasks } from './tasksWorld';

export const taskCommandCases: CommandCase[] = [
  {
    path: '/tasks/save',
    undo: (b) => ['/tasks/save', { ...b, text: `${b.text} undone` }],
    prepare: async (world) => {
      const { taskID, projectID } = await assignTask(world, world.editor);
      const text = unique('Renamed task');
      return {
        who: world.admin,
        body: { taskID, text, targetUserID: world.editor.userID, projectID, notes: 'Changed', dueDate: '2030-01-31' },
        sees: async (a) =>
          expect((await boardTasks(world.admin, a, { projectID })).find((t) => t.taskID === taskID)?.data).toEqual(expect.objectContaining({ text, notes: 'Changed', dueDate: '2030-01-31' })),
      };
    },
  },
  {
    path: '/tasks/userToggleTask',
    undo: (b) => ['/tasks/userToggleTask', { ...b, status: 1 }],
    prepare: async (world) => {
      const { taskID } = await assignTask(world, world.editor);
      return { who: world.editor, body: { taskID, status: 2 }, sees: async (a) => expect((await userTasks(world.editor, a)).find((t) => t.taskID === taskID)?.status).toBe(2) };
    },
  },
  {
    path: '/tasks/userToggleTasks',
    undo: (b) => ['/tasks/userToggleTasks', { ...b, status: 1 }],
    prepare: async (world) => {
      const one = await assignTask(world, world.editor);
      const two = await assignTask(world, world.editor);
      const ids = [one.taskID, two.taskID];
      return {
        who: world.editor,
        body: { status: 2, taskIDs: ids },
        sees: async (a) => expect((await userTasks(world.editor, a)).filter((t) => ids.includes(t.taskID)).map((t) => t.status)).toEqual([2, 2]),
      };
    },
  },
  {
    path: '/tasks/delete',
    prepare: async (world) => {
      const { taskID, projectID } = await assignTask(world, world.editor);
      return { who: world.admin, body: { taskID }, sees: async (a) => expect((await projectTasks(world.admin, a, projectID)).map((t) => t.taskID)).toEqual([]) };
    },
  },
  {
    path: '/tasks/adminDelete',
    prepare: async (world) => {
      const { taskID, projectID } = await assignTask(world, world.editor);
      return { who: world.admin, body: { taskID }, sees: async (a) => expect((await boardTasks(world.admin, a, { projectID })).map((t) => t.taskID)).toEqual([]) };
    },
  },
];
