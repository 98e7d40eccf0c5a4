// The credits area's rows of the every-command table (../acceptance/commands/everyCommand.api.test.ts):
// a fresh project per row, the command, and getCreditsData (or credits.png itself) showing the change.
import type { Answer } from '../testing/httpClient';
import type { CommandCase } from '../acceptance/commands/commandCase';
import { readAfter } from '../acceptance/commands/commandsWorld';
import type { Person, ProjectsWorld } from '../acceptance/projects/projectsWorld';
import { entry, logoOf, must, newCreditsProject, readImage, section, uploadedLogo } from './creditsWorld';

const creditsOf = async (who: Person, a: Answer, projectID: string) => (await readAfter(who, a, '/api/project/getCreditsData', { projectID })).body.creditsData;

/** A project whose credits exist (one section). */
const withCredits = async (world: ProjectsWorld): Promise<string> => {
  const projectID = await newCreditsProject(world.editor);
  await must(world.editor, '/api/project/newCredits', { projectID, data: { items: [section('s1', 'Whiteboard Studio')] } });
  return projectID;
};

export const creditsCommandCases: CommandCase[] = [
  {
    path: '/project/newCredits',
    prepare: async (world) => {
      const projectID = await newCreditsProject(world.editor);
      return {
        who: world.editor,
        body: { projectID, data: { items: [section('s1', 'Other')] } },
        sees: async (a) => expect((await creditsOf(world.editor, a, projectID)).data.items).toEqual([section('s1', 'Other')]),
      };
    },
  },
  {
    path: '/project/updateCredits',
    prepare: async (world) => {
      const projectID = await withCredits(world);
      const items = [entry('e1', 'Ada', 'Voiceover', { attribution: false, shareAlike: false }), section('s1', 'Whiteboard Studio')];
      return {
        who: world.editor,
        body: { projectID, data: { items } },
        sees: async (a) => expect((await creditsOf(world.editor, a, projectID)).data.items).toEqual(items),
      };
    },
    undo: (body: { projectID: string }) => ['/project/updateCredits', { projectID: body.projectID, data: { items: [section('s1', 'Whiteboard Studio')] } }],
  },
  {
    path: '/project/removePartnerLogos',
    prepare: async (world) => {
      const projectID = await withCredits(world);
      await must(world.editor, '/api/project/updateCredits', { projectID, data: { partnerLogos: [logoOf('l1', await uploadedLogo(world.editor))] } });
      return {
        who: world.editor,
        body: { projectID },
        sees: async (a) => expect((await creditsOf(world.editor, a, projectID)).data.partnerLogos).toEqual([]),
      };
    },
  },
  {
    path: '/project/getCreditsScreenshot',
    prepare: async (world) => {
      const projectID = await withCredits(world);
      return {
        who: world.viewer,
        body: { projectID },
        sees: async (a) => {
          const src = (a.body as { src: string }).src;
          expect(await readImage(new URL(world.app.url).origin, world.viewer, src)).toEqual({ status: 200, type: 'image/png', width: 1920, height: 1080 });
        },
      };
    },
  },
];
