// The learning area's rows of the every-command table (../commands/everyCommand.api.test.ts): a project
// and a video on the app's learning-site stand-in, the command, and the link's status showing the change.
import type { Answer } from '../../testing/httpClient';
import type { CommandCase } from '../commands/commandCase';
import { readAfter } from '../commands/commandsWorld';
import type { Person } from '../projects/projectsWorld';
import { learningPeople, learningProject, linked, video } from './learningWorld';

const statusOf = async (who: Person, a: Answer, projectID: string) => (await readAfter(who, a, '/api/learning/getLinkedStatus', { projectID })).body.status;

export const learningCommandCases: CommandCase[] = [
  {
    path: '/learning/linkNode',
    prepare: async (world) => {
      const { linker } = await learningPeople(world);
      const projectID = await learningProject(world);
      const { nodeID } = video(world, { status: 1 });
      return { who: linker, body: { projectID, nodeID }, sees: async (a) => expect(await statusOf(linker, a, projectID)).toBe(1) };
    },
    undo: (body: { projectID: string }) => ['/learning/unlinkNode', { projectID: body.projectID }],
  },
  {
    path: '/learning/unlinkNode',
    prepare: async (world) => {
      const { linker } = await learningPeople(world);
      const projectID = await learningProject(world);
      await linked(world, projectID, video(world).nodeID);
      return { who: linker, body: { projectID }, sees: async (a) => expect(await statusOf(linker, a, projectID)).toBe(-1) };
    },
  },
];
