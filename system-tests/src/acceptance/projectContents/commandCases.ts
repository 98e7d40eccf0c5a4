// The contents page's rows of the every-command table (../commands/everyCommand.api.test.ts): links,
// the due date, the thumbnail and credit entries, each read back as the page reads them.
import type { Answer } from '../../testing/httpClient';
import type { CommandCase } from '../commands/commandCase';
import { unique } from '../commands/commandsWorld';
import { createProject, type Person } from '../projects/projectsWorld';
import { creditEntriesAfter, projectAfter, uploadedThumbnail } from './contentsWorld';

const must = async (who: Person, path: string, body: unknown): Promise<Answer> => {
  const answer = await who.client.post(path, body);
  if (answer.status !== 200) throw new Error(`setup ${path}: ${answer.status} ${answer.text}`);
  return answer;
};
const link = { type: 'link', url: 'https://docs.example.org/script', name: 'Script' };

export const projectContentsCommandCases: CommandCase[] = [
  {
    path: '/project/addLink',
    undo: (b) => ['/project/removeLink', { projectID: b.projectID, url: b.link.url }],
    prepare: async (world) => {
      const projectID = await createProject(world.editor, unique('Linked'));
      return { who: world.editor, body: { projectID, link }, sees: async (a) => expect((await projectAfter(world.viewer, projectID, a)).data.links).toEqual([link]) };
    },
  },
  {
    path: '/project/removeLink',
    undo: (b) => ['/project/addLink', { projectID: b.projectID, link }],
    prepare: async (world) => {
      const projectID = await createProject(world.editor, unique('Unlinked'));
      await must(world.editor, '/api/project/addLink', { projectID, link });
      return { who: world.editor, body: { projectID, url: link.url }, sees: async (a) => expect((await projectAfter(world.viewer, projectID, a)).data.links).toEqual([]) };
    },
  },
  {
    path: '/project/addDueDate',
    undo: (b) => ['/project/addDueDate', { projectID: b.projectID, dueDate: '' }],
    prepare: async (world) => {
      const projectID = await createProject(world.editor, unique('Due'));
      return {
        who: world.editor,
        body: { projectID, dueDate: '2030-05-17' },
        sees: async (a) => expect((await projectAfter(world.viewer, projectID, a)).data.due).toEqual({ date: '2030-05-17', completedOn: null }),
      };
    },
  },
  {
    path: '/project/dueDateComplete',
    undo: (b) => ['/project/addDueDate', { projectID: b.projectID, dueDate: '2030-06-01' }],
    prepare: async (world) => {
      const projectID = await createProject(world.editor, unique('Done on time'));
      await must(world.editor, '/api/project/addDueDate', { projectID, dueDate: '2030-05-17' });
      return {
        who: world.editor,
        body: { projectID },
        sees: async (a) => expect((await projectAfter(world.viewer, projectID, a)).data.due).toEqual({ date: '2030-05-17', completedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }),
      };
    },
  },
  {
    path: '/project/updateThumbnail',
    undo: (b) => ['/project/updateThumbnail', { projectID: b.projectID, thumbnail: null }],
    prepare: async (world) => {
      const projectID = await createProject(world.editor, unique('Pictured'));
      const thumbnail = await uploadedThumbnail(world.editor);
      return { who: world.editor, body: { projectID, thumbnail }, sees: async (a) => expect((await projectAfter(world.viewer, projectID, a)).thumbnail).toBe(thumbnail) };
    },
  },
  {
    path: '/project/addCreditEntry',
    undo: (b) => ['/project/removeCreditEntry', { projectID: b.projectID, creditID: b.id }],
    prepare: async (world) => {
      const projectID = await createProject(world.editor, unique('Credited'));
      return {
        who: world.editor,
        body: { projectID, id: 'entry-1', name: 'Ada Lovelace', role: 'Voiceover' },
        sees: async (a) => expect(await creditEntriesAfter(world.viewer, projectID, a)).toEqual([{ id: 'entry-1', name: 'Ada Lovelace', role: 'Voiceover' }]),
      };
    },
  },
  {
    path: '/project/removeCreditEntry',
    undo: (b) => ['/project/addCreditEntry', { projectID: b.projectID, id: b.creditID, name: 'Ada Lovelace', role: 'Voiceover' }],
    prepare: async (world) => {
      const projectID = await createProject(world.editor, unique('Uncredited'));
      await must(world.editor, '/api/project/addCreditEntry', { projectID, id: 'entry-1', name: 'Ada Lovelace', role: 'Voiceover' });
      return { who: world.editor, body: { projectID, creditID: 'entry-1' }, sees: async (a) => expect(await creditEntriesAfter(world.viewer, projectID, a)).toEqual([]) };
    },
  },
];
