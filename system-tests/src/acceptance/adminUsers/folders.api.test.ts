// Admin folder calls (spec 000 sections 4, 5, 7): create answers {projectGroup}; a name of a deleted
// folder answers no folder so the client offers Revive; revive by name or id; archive; the admin list
// shows every folder with its status (1 active, 2 archived, 0 deleted).
import { after, createFolder, expectError, expectFieldErrors, startProjectsWorld, type ProjectsWorld } from '../projects/projectsWorld';

let world: ProjectsWorld;
beforeAll(async () => {
  world = await startProjectsWorld();
});
afterAll(async () => {
  await world?.stop();
});

const post = (path: string, body: unknown, headers?: Record<string, string>) => world.admin.client.post(`/api/admin/${path}`, body, headers);
const statusOf = async (projectGroupID: string, headers?: Record<string, string>) => {
  const answer = await post('getAllProjectGroups', {}, headers);
  expect(answer.status).toBe(200);
  return (answer.body.groups as { projectGroupID: string; status: number }[]).find((g) => g.projectGroupID === projectGroupID)?.status;
};
const deleteFolder = async (projectGroupID: string) => {
  const answer = await world.admin.client.post('/api/project/deleteGroup', { projectGroupID });
  expect(answer.status).toBe(200);
  return answer;
};

it('createGroup {name} answers {projectGroup} with its id and name, with X-Position, and the list shows it active', async () => {
  const answer = await post('folders/createGroup', { name: 'Algebra' });
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ projectGroup: expect.objectContaining({ projectGroupID: expect.any(String), name: 'Algebra' }) });
  expect(answer.headers.get('X-Position')).toMatch(/^\d+$/);
  const list = await post('getAllProjectGroups', {}, after(answer));
  expect(list.body.groups).toEqual(
    expect.arrayContaining([expect.objectContaining({ projectGroupID: answer.body.projectGroup.projectGroupID, name: 'Algebra', status: 1, createdOn: expect.anything() })]),
  );
});

it('createGroup with the name of a deleted folder answers no folder; reviveGroupByName {groupName} brings it back', async () => {
  const id = await createFolder(world, 'Geometry');
  const deleted = await deleteFolder(id);
  const again = await post('folders/createGroup', { name: 'Geometry' });
  expect(again.status).toBe(200);
  expect(again.body.projectGroup ?? null).toBeNull();
  // The refused create appended nothing (its position may be 0): the list waits for the deletion's.
  expect(await statusOf(id, after(deleted))).toBe(0);

  const revived = await post('folders/reviveGroupByName', { groupName: 'Geometry' });
  expect(revived.status).toBe(200);
  expect(revived.headers.get('X-Position')).toMatch(/^\d+$/);
  expect(await statusOf(id, after(revived))).toBe(1);
});

it('archiveGroup {projectGroupID} archives (status 2) and reviveGroupByID revives (status 1)', async () => {
  const id = await createFolder(world, 'Calculus');
  const archived = await post('folders/archiveGroup', { projectGroupID: id });
  expect(archived.status).toBe(200);
  expect(archived.headers.get('X-Position')).toMatch(/^\d+$/);
  expect(await statusOf(id, after(archived))).toBe(2);
  const revived = await post('folders/reviveGroupByID', { projectGroupID: id });
  expect(revived.status).toBe(200);
  expect(await statusOf(id, after(revived))).toBe(1);
});

it('reviveGroupByID brings back a deleted folder', async () => {
  const id = await createFolder(world, 'Statistics');
  await deleteFolder(id);
  const revived = await post('folders/reviveGroupByID', { projectGroupID: id });
  expect(revived.status).toBe(200);
  expect(await statusOf(id, after(revived))).toBe(1);
});

it('answers 400 naming the field for an empty name, groupName or projectGroupID, and creates nothing', async () => {
  const before = (await post('getAllProjectGroups', {})).body.groups.length;
  expectFieldErrors(await post('folders/createGroup', { name: '' }), ['name']);
  expectFieldErrors(await post('folders/createGroup', {}), ['name']);
  expectFieldErrors(await post('folders/reviveGroupByName', { groupName: '' }), ['groupName']);
  expectFieldErrors(await post('folders/reviveGroupByID', {}), ['projectGroupID']);
  expectFieldErrors(await post('folders/archiveGroup', { projectGroupID: 7 }), ['projectGroupID']);
  expect((await post('getAllProjectGroups', {})).body.groups.length).toBe(before);
});

it('answers 404 for an unknown folder id or name', async () => {
  expectError(await post('folders/archiveGroup', { projectGroupID: 'no-such-folder' }), 404, 'notFound');
  expectError(await post('folders/reviveGroupByID', { projectGroupID: 'no-such-folder' }), 404, 'notFound');
  expectError(await post('folders/reviveGroupByName', { groupName: 'No Such Folder Anywhere' }), 404, 'notFound');
});

it('answers 401 without a session and 403 without admin.folders, naming the grant', async () => {
  for (const [path, body] of [
    ['getAllProjectGroups', {}],
    ['folders/createGroup', { name: 'Denied' }],
    ['folders/archiveGroup', { projectGroupID: 'x' }],
    ['folders/reviveGroupByID', { projectGroupID: 'x' }],
    ['folders/reviveGroupByName', { groupName: 'Denied' }],
  ] as const) {
    expectError(await world.anonymous.post(`/api/admin/${path}`, body), 401, 'unauthenticated');
    const refused = await world.editor.client.post(`/api/admin/${path}`, body);
    expectError(refused, 403, 'forbidden');
    expect(refused.body.error.msg).toContain('admin.folders');
  }
  const list = await post('getAllProjectGroups', {});
  expect((list.body.groups as { name: string }[]).map((g) => g.name)).not.toContain('Denied');
});

it('an Idempotency-Key retry of createGroup creates one folder and answers the same', async () => {
  const headers = { 'Idempotency-Key': 'create-group-topology-1' };
  const first = await post('folders/createGroup', { name: 'Topology' }, headers);
  const second = await post('folders/createGroup', { name: 'Topology' }, headers);
  expect(first.status).toBe(200);
  expect(second.status).toBe(200);
  expect(second.body).toEqual(first.body);
  const list = await post('getAllProjectGroups', {}, after(second));
  expect((list.body.groups as { name: string }[]).filter((g) => g.name === 'Topology')).toHaveLength(1);
});
