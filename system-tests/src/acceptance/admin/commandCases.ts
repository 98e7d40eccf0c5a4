// The command table's rows for the admin tabs of spec 001: Resources, Labels and the content lock
// (Reports), each read back the way its tab reads it.
import type { Answer } from '../../testing/httpClient';
import type { CommandCase } from '../commands/commandCase';
import { readAfter, unique } from '../commands/commandsWorld';
import type { Person, ProjectsWorld } from '../projects/projectsWorld';

const resourceData = { attribution: 'OpenStax', copyright: 'CC-BY', link: 'https://openstax.org/x', notes: '', projects: [], image: '' };

const must = async (who: Person, path: string, body: unknown): Promise<Answer> => {
  const answer = await who.client.post(path, body);
  if (answer.status !== 200) throw new Error(`setup ${path}: ${answer.status} ${answer.text}`);
  return answer;
};
const resourceIn = async (world: ProjectsWorld, command: Answer, resourceID: string) =>
  ((await readAfter(world.admin, command, '/api/resources/getAll')).body.resources as { resourceID: string; name: string; status: number }[]).find((r) => r.resourceID === resourceID);
const labelIn = async (world: ProjectsWorld, command: Answer, labelID: string) =>
  ((await readAfter(world.admin, command, '/api/admin/adminGetSceneLabels')).body.labels as { labelID: string; name: string; data: { color: string } }[]).find((l) => l.labelID === labelID);

export const adminTabCommandCases: CommandCase[] = [
  {
    path: '/resources/save',
    undo: (b) => ['/resources/save', { ...b, name: `${b.name} undone` }],
    prepare: async (world) => {
      const created = await must(world.admin, '/api/resources/save', { name: unique('Resource'), data: resourceData });
      const resourceID = created.body.resourceID as string;
      const name = unique('Renamed resource');
      return { who: world.admin, body: { resourceID, name, data: resourceData }, sees: async (a) => expect((await resourceIn(world, a, resourceID))?.name).toBe(name) };
    },
  },
  {
    path: '/admin/adminDeleteResource',
    prepare: async (world) => {
      const created = await must(world.admin, '/api/resources/save', { name: unique('Deleted resource'), data: resourceData });
      const resourceID = created.body.resourceID as string;
      return { who: world.admin, body: { resourceID }, sees: async (a) => expect((await resourceIn(world, a, resourceID))?.status).toBe(0) };
    },
  },
  {
    path: '/admin/adminCreateSceneLabel',
    prepare: async (world) => {
      const name = unique('Label');
      return {
        who: world.admin,
        body: { name, color: 'green' },
        sees: async (a) => expect(await labelIn(world, a, a.body.label.labelID)).toEqual(expect.objectContaining({ name, data: { color: 'green' } })),
      };
    },
  },
  {
    path: '/admin/adminUpdateSceneLabel',
    undo: (b) => ['/admin/adminUpdateSceneLabel', { ...b, color: 'default' }],
    prepare: async (world) => {
      const created = await must(world.admin, '/api/admin/adminCreateSceneLabel', { name: unique('Recoloured label'), color: 'default' });
      const { labelID, name } = created.body.label as { labelID: string; name: string };
      return { who: world.admin, body: { labelID, name, color: 'blue' }, sees: async (a) => expect((await labelIn(world, a, labelID))?.data.color).toBe('blue') };
    },
  },
  {
    path: '/admin/toggleLockContent',
    undo: () => ['/admin/toggleLockContent', {}],
    prepare: async (world) => ({
      who: world.admin,
      body: {},
      sees: async (a) => {
        const status = await world.admin.client.get('/api/getLockContentStatus', { 'X-Min-Position': a.headers.get('X-Position') ?? '0' });
        expect(status.body).toEqual({ data: a.body.data });
      },
    }),
  },
];
