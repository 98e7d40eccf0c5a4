// The tracking area's rows of the every-command table (../commands/everyCommand.api.test.ts): a fresh
// project of the editor's per row, the command, and getUserTasks showing the change.
import type { CommandCase } from '../commands/commandCase';
import { must, newTrackingProject, trackingAfter } from './trackingWorld';

const DAY = '2026-11-27';

export const trackingCommandCases: CommandCase[] = [
  {
    path: '/tracking/updateTask',
    prepare: async (world) => {
      const projectID = await newTrackingProject(world.editor);
      return {
        who: world.editor,
        body: { projectID, taskID: 1, userID: world.editor.userID, hours: 2.5, date: DAY },
        sees: async (a) => expect((await trackingAfter(world.editor, a, projectID)).tracking.map((e) => [e.taskID, e.userID, e.hours, e.date])).toEqual([[1, world.editor.userID, 2.5, DAY]]),
      };
    },
    undo: (body: { projectID: string; taskID: number; userID: number; date: string }) => [
      '/tracking/removeTask',
      { projectID: body.projectID, taskID: body.taskID, userID: body.userID, date: body.date },
    ],
  },
  {
    path: '/tracking/removeTask',
    prepare: async (world) => {
      const projectID = await newTrackingProject(world.editor);
      await must(world.editor, '/api/tracking/updateTask', { projectID, taskID: 3, userID: world.editor.userID, hours: 1, date: DAY });
      return {
        who: world.editor,
        body: { projectID, taskID: 3 },
        sees: async (a) => expect((await trackingAfter(world.editor, a, projectID)).tracking).toEqual([]),
      };
    },
  },
  {
    path: '/tracking/updateWordCount',
    prepare: async (world) => {
      const projectID = await newTrackingProject(world.editor);
      return {
        who: world.editor,
        body: { projectID, wordCount: 1200 },
        sees: async (a) => expect((await trackingAfter(world.editor, a, projectID)).wordCount).toBe(1200),
      };
    },
    undo: (body: { projectID: string }) => ['/tracking/updateWordCount', { projectID: body.projectID, wordCount: 1 }],
  },
];
