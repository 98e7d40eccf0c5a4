// POST /api/admin/folders/updateGroupTrelloData {projectGroupID, trelloData {boards}} (spec 000
// sections 3 and 7): the boards show in the folder's data.trello of both folder lists; every refusal
// (400 naming the field, 401, 403 without admin.folders, 404) answers the error and changes nothing.
import { addPerson } from '../adminUsers/adminWorld';
import { after, createFolder, expectError, expectFieldErrors, startProjectsWorld, type Person, type ProjectsWorld } from '../projects/projectsWorld';
import { eventCounter, expectPositioned, folderIn, type EventCounter } from './commandsWorld';

const PATH = '/api/admin/folders/updateGroupTrelloData';
const BOARDS = [
  {
    id: 'board-physics',
    lists: [
      { id: 'list-script', taskID: 0 },
      { id: 'list-voice', taskID: 2 },
    ],
  },
  { id: 'board-chemistry', lists: [] },
];

let world: ProjectsWorld;
let events: EventCounter;
let folderID: string;
let folderAdmin: Person;
beforeAll(async () => {
  world = await startProjectsWorld();
  events = eventCounter(world);
  folderAdmin = await addPerson(world, ['admin.folders', 'content.projects-view'], 'Fola');
  folderID = await createFolder(world, 'Sciences');
  // Every refusal below is checked against these boards: they must still be there afterwards.
  const set = await world.admin.client.post(PATH, { projectGroupID: folderID, trelloData: { boards: BOARDS } });
  expectPositioned(set);
  await world.admin.client.post('/api/admin/getAllProjectGroups', {}, after(set));
});
afterAll(async () => {
  await events?.close();
  await world?.stop();
});

const boardsIn = async (path: string, who: Person, headers?: Record<string, string>) => {
  const list = await who.client.post(path, {}, headers);
  expect(list.status).toBe(200);
  return folderIn(list, folderID)?.data.trello.boards;
};

/** Runs refusals and checks that they appended no event and left the boards as they were. */
const changesNothing = async (refusals: () => Promise<void>) => {
  const before = await events.count();
  await refusals();
  expect(await events.count()).toBe(before);
  expect(await boardsIn('/api/admin/getAllProjectGroups', world.admin)).toEqual(BOARDS);
};

it('sets the boards of a folder: the admin list and the dashboard folders show them at once', async () => {
  const projectGroupID = await createFolder(world, 'Humanities');
  const boards = [{ id: 'board-history', lists: [{ id: 'list-review', taskID: 5 }] }];
  const answer = await folderAdmin.client.post(PATH, { projectGroupID, trelloData: { boards } });
  expectPositioned(answer);
  expect(answer.body).toEqual({ ok: true });
  const adminList = await folderAdmin.client.post('/api/admin/getAllProjectGroups', {}, after(answer));
  expect(folderIn(adminList, projectGroupID)?.data).toEqual({ trello: { boards } });
  const dashboard = await world.viewer.client.post('/api/project/getProjectGroups', {}, after(answer));
  expect(folderIn(dashboard, projectGroupID)?.data).toEqual({ trello: { boards } });
});

it('replaces the boards as a whole: an empty list clears them', async () => {
  const projectGroupID = await createFolder(world, 'Languages');
  expectPositioned(await world.admin.client.post(PATH, { projectGroupID, trelloData: { boards: BOARDS } }));
  const cleared = await world.admin.client.post(PATH, { projectGroupID, trelloData: { boards: [] } });
  expectPositioned(cleared);
  expect(folderIn(await world.admin.client.post('/api/admin/getAllProjectGroups', {}, after(cleared)), projectGroupID)?.data).toEqual({ trello: { boards: [] } });
});

it.each([
  ['no projectGroupID', { trelloData: { boards: [] } }, ['projectGroupID']],
  ['a numeric projectGroupID', { projectGroupID: 7, trelloData: { boards: [] } }, ['projectGroupID']],
  ['no trelloData', { projectGroupID: 'FOLDER' }, ['trelloData']],
  ['boards that are not a list', { projectGroupID: 'FOLDER', trelloData: { boards: 'board-1' } }, ['trelloData']],
  ['a board without an id', { projectGroupID: 'FOLDER', trelloData: { boards: [{ lists: [] }] } }, ['trelloData']],
  ['a list with an unknown taskID', { projectGroupID: 'FOLDER', trelloData: { boards: [{ id: 'b', lists: [{ id: 'l', taskID: 6 }] }] } }, ['trelloData']],
  ['a list with a text taskID', { projectGroupID: 'FOLDER', trelloData: { boards: [{ id: 'b', lists: [{ id: 'l', taskID: 'Reviewer' }] }] } }, ['trelloData']],
])('answers 400 naming the field for %s, and changes nothing', async (_case, template, fields) => {
  const body = JSON.parse(JSON.stringify(template).replace('"FOLDER"', JSON.stringify(folderID)));
  await changesNothing(async () => expectFieldErrors(await world.admin.client.post(PATH, body), fields));
});

it('names the refused part of the boards too (trelloData.boards.0.lists.0.taskID)', async () => {
  const answer = await world.admin.client.post(PATH, { projectGroupID: folderID, trelloData: { boards: [{ id: 'b', lists: [{ id: 'l', taskID: 9 }] }] } });
  expectFieldErrors(answer, ['trelloData', 'trelloData.boards.0.lists.0.taskID']);
});

it('answers 401 without a session, and changes nothing', async () => {
  await changesNothing(async () => {
    expectError(await world.anonymous.post(PATH, { projectGroupID: folderID, trelloData: { boards: [] } }), 401, 'unauthenticated');
  });
});

it('answers 403 naming admin.folders to editors, project admins and users without grants, and changes nothing', async () => {
  await changesNothing(async () => {
    for (const who of [world.editor, world.projectAdmin, world.viewer, world.nobody]) {
      const answer = await who.client.post(PATH, { projectGroupID: folderID, trelloData: { boards: [] } });
      expectError(answer, 403, 'forbidden');
      expect(answer.body.error.details).toEqual({ grant: 'admin.folders' });
    }
  });
});

it('answers 404 for an unknown projectGroupID, creates no folder, and changes nothing', async () => {
  await changesNothing(async () => {
    expectError(await world.admin.client.post(PATH, { projectGroupID: 'no-such-folder', trelloData: { boards: BOARDS } }), 404, 'notFound');
  });
  const list = await world.admin.client.post('/api/admin/getAllProjectGroups', {});
  expect(folderIn(list, 'no-such-folder')).toBeUndefined();
});

it('keeps the boards of the dashboard folder list after the refusals', async () => {
  expect(await boardsIn('/api/project/getProjectGroups', world.viewer)).toEqual(BOARDS);
});
