// The public review area's rows of the every-command table (../commands/everyCommand.api.test.ts): a
// fresh scene or project per row, its link regenerated (so a repeat would have to append), and a
// visitor who opens the page with it.
import type { CommandCase } from '../commands/commandCase';
import { createProject } from '../projects/projectsWorld';
import { uniqueName } from '../scenes/scenesWorld';
import { PROJECT_LINK, REVIEW_SCENE, REVIEW_SCENES, SCENE_LINK, commentedScene, visit } from './publicReviewWorld';

export const publicReviewCommandCases: CommandCase[] = [
  {
    path: SCENE_LINK.slice('/api'.length),
    prepare: async (world) => {
      const { sceneID } = await commentedScene(world.editor, await createProject(world.editor, uniqueName('Link rows')), 'Row scene');
      return {
        who: world.viewer,
        body: { sceneID, regenerate: true },
        sees: async (a) => {
          const read = await visit(world.anonymous, REVIEW_SCENE, { slug: `Row scene-${a.body.reviewUrl}` }, a);
          expect(read.status).toBe(200);
          expect(read.body.scene).toMatchObject({ sceneID, name: 'Row scene' });
        },
      };
    },
  },
  {
    path: PROJECT_LINK.slice('/api'.length),
    prepare: async (world) => {
      const projectID = await createProject(world.editor, uniqueName('Link rows'));
      const { sceneID } = await commentedScene(world.editor, projectID, 'Row scene');
      return {
        who: world.editor,
        body: { projectID, regenerate: true },
        sees: async (a) => {
          const read = await visit(world.anonymous, REVIEW_SCENES, { slug: `Rows-${a.body.reviewUrl}` }, a);
          expect(read.body).toEqual({ scenes: [{ sceneID, name: 'Row scene', openComments: 1, comments: 1 }] });
        },
      };
    },
  },
];
