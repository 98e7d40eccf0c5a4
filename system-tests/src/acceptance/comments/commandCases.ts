// The comments area's rows of the every-command table (../commands/everyCommand.api.test.ts): a fresh
// file per row in one project, the comment command on it, and the file's comments that show it.
import type { CommandCase } from '../commands/commandCase';
import { createProject, type ProjectsWorld } from '../projects/projectsWorld';
import { uniqueName } from '../scenes/scenesWorld';
import { box, commentOn, commentsAfter, fileIn } from './commentsWorld';

/** One project per world for every row. */
const projects = new WeakMap<ProjectsWorld, Promise<string>>();
const projectOf = (world: ProjectsWorld): Promise<string> => {
  let project = projects.get(world);
  if (!project) {
    project = createProject(world.editor, uniqueName('Comment rows'));
    projects.set(world, project);
  }
  return project;
};

/** A new file of the row's project with one comment of the viewer on it. */
const commented = async (world: ProjectsWorld, resolved = false) => {
  const projectID = await projectOf(world);
  const fileID = await fileIn(world.admin, projectID);
  const { comment } = await commentOn(world.viewer, projectID, fileID, { text: 'Row comment' });
  if (resolved) await world.viewer.client.post('/api/comments/resolveComment', { commentID: comment.commentID });
  return { projectID, fileID, commentID: comment.commentID };
};

export const commentCommandCases: CommandCase[] = [
  {
    path: '/comments/saveComment',
    prepare: async (world) => {
      const projectID = await projectOf(world);
      const fileID = await fileIn(world.admin, projectID);
      return {
        who: world.viewer,
        body: { projectID, fileID, data: { text: 'Row comment', annotations: [box] } },
        sees: async (a) => {
          const comments = await commentsAfter(world.viewer, a, projectID, fileID);
          expect(comments).toEqual([expect.objectContaining({ commentID: a.body.comment.commentID, text: 'Row comment', annotations: [box] })]);
        },
      };
    },
  },
  {
    path: '/comments/resolveComment',
    undo: (b) => ['/comments/unresolveComment', b],
    prepare: async (world) => {
      const { projectID, fileID, commentID } = await commented(world);
      return {
        who: world.viewer,
        body: { commentID },
        sees: async (a) => expect(await commentsAfter(world.viewer, a, projectID, fileID)).toEqual([expect.objectContaining({ commentID, status: 1 })]),
      };
    },
  },
  {
    path: '/comments/unresolveComment',
    undo: (b) => ['/comments/resolveComment', b],
    prepare: async (world) => {
      const { projectID, fileID, commentID } = await commented(world, true);
      return {
        who: world.viewer,
        body: { commentID },
        sees: async (a) => expect(await commentsAfter(world.viewer, a, projectID, fileID)).toEqual([expect.objectContaining({ commentID, status: 0, resolved: null })]),
      };
    },
  },
  {
    path: '/comments/updateCommentText',
    undo: (b) => ['/comments/updateCommentText', { ...b, text: 'Row comment' }],
    prepare: async (world) => {
      const { projectID, fileID, commentID } = await commented(world);
      return {
        who: world.viewer,
        body: { commentID, text: 'Row comment, edited' },
        sees: async (a) => expect(await commentsAfter(world.viewer, a, projectID, fileID)).toEqual([expect.objectContaining({ commentID, text: 'Row comment, edited' })]),
      };
    },
  },
  {
    path: '/comments/deleteComments',
    prepare: async (world) => {
      const { projectID, fileID, commentID } = await commented(world);
      return {
        who: world.viewer,
        body: { commentIDs: [commentID] },
        sees: async (a) => expect(await commentsAfter(world.viewer, a, projectID, fileID)).toEqual([]),
      };
    },
  },
];
