// The review area's rows of the every-command table (../commands/everyCommand.api.test.ts): a fresh
// scene per row, the comment saved on it (or changed), and the scene's comments that show it.
import type { CommandCase } from '../commands/commandCase';
import { createProject, type ProjectsWorld } from '../projects/projectsWorld';
import { uniqueName } from '../scenes/scenesWorld';
import { box, commentOn, commentsAfter, sceneIn } from './reviewWorld';

/** One project per world for every row. */
const projects = new WeakMap<ProjectsWorld, Promise<string>>();
const projectOf = (world: ProjectsWorld): Promise<string> => {
  let project = projects.get(world);
  if (!project) {
    project = createProject(world.editor, uniqueName('Review rows'));
    projects.set(world, project);
  }
  return project;
};

export const reviewCommandCases: CommandCase[] = [
  {
    path: '/editor/saveSceneComment',
    prepare: async (world) => {
      const sceneID = await sceneIn(world.editor, await projectOf(world));
      return {
        who: world.viewer,
        body: { sceneID, text: 'Row comment', timestamp: 2500, annotations: [box] },
        sees: async (a) => {
          const comments = await commentsAfter(world.viewer, a, sceneID);
          expect(comments).toEqual([expect.objectContaining({ commentID: a.body.comment.commentID, text: 'Row comment', timestamp: 2500, annotations: [box] })]);
        },
      };
    },
  },
  {
    path: '/editor/resolveSceneComment',
    prepare: async (world) => {
      const sceneID = await sceneIn(world.editor, await projectOf(world));
      const { comment } = await commentOn(world.editor, sceneID, { text: 'To resolve' });
      return {
        who: world.viewer,
        body: { commentID: comment.commentID, resolved: true },
        sees: async (a) => {
          expect(await commentsAfter(world.viewer, a, sceneID)).toEqual([expect.objectContaining({ status: 2, resolved: expect.objectContaining({ userID: world.viewer.userID }) })]);
        },
      };
    },
    undo: (body: { commentID: string }) => ['/editor/resolveSceneComment', { commentID: body.commentID, resolved: false }],
  },
  {
    path: '/editor/updateSceneCommentText',
    prepare: async (world) => {
      const sceneID = await sceneIn(world.editor, await projectOf(world));
      const { comment } = await commentOn(world.viewer, sceneID, { text: 'Frist' });
      return {
        who: world.viewer,
        body: { commentID: comment.commentID, text: 'First' },
        sees: async (a) => {
          expect(await commentsAfter(world.viewer, a, sceneID)).toEqual([expect.objectContaining({ text: 'First' })]);
        },
      };
    },
    undo: (body: { commentID: string }) => ['/editor/updateSceneCommentText', { commentID: body.commentID, text: 'Frist' }],
  },
  {
    path: '/editor/deleteSceneComments',
    prepare: async (world) => {
      const sceneID = await sceneIn(world.editor, await projectOf(world));
      const { comment } = await commentOn(world.viewer, sceneID, { text: 'Gone soon' });
      await commentOn(world.editor, sceneID, { text: 'Its reply', parentCommentID: comment.commentID });
      return {
        who: world.viewer,
        body: { commentIDs: [comment.commentID] },
        sees: async (a) => {
          expect(await commentsAfter(world.viewer, a, sceneID)).toEqual([]);
        },
      };
    },
  },
];
