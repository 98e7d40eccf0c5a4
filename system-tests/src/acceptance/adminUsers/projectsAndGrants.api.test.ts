// Admin project calls (archive, revive, delete {projectID}) and grants (getAllUserGrants, addGrants,
// revokeGrants {userID, grants}) from spec 000 sections 6 and 7. Grant grammar: content.<type>-view|-edit,
// admin.<x>, root; edit satisfies view; root satisfies everything.
import { after, createProject, expectError, expectFieldErrors, startProjectsWorld, type Person, type ProjectsWorld } from '../projects/projectsWorld';
import { addPerson } from './adminWorld';

let world: ProjectsWorld;
beforeAll(async () => {
  world = await startProjectsWorld();
});
afterAll(async () => {
  await world?.stop();
});

const statusOf = async (who: Person, projectID: string, headers?: Record<string, string>) => {
  const answer = await who.client.post('/api/project/getProjectByProjectID', { projectID }, headers);
  expect(answer.status).toBe(200);
  return answer.body.project.status as number;
};
const grantsOf = async (userID: number, headers?: Record<string, string>) => {
  const answer = await world.admin.client.post('/api/admin/getAllUserGrants', {}, headers);
  expect(answer.status).toBe(200);
  return (answer.body.users as { userID: number; permissions: string[] }[]).find((u) => u.userID === userID)?.permissions;
};

describe('/api/admin/projects/archive|revive|delete', () => {
  it('archive, revive and delete {projectID} move the status 1 -> 2 -> 1 -> 0 -> 1, each with X-Position', async () => {
    const projectID = await createProject(world.editor, 'Admin Lifecycle');
    for (const [call, status] of [
      ['archive', 2],
      ['revive', 1],
      ['delete', 0],
      ['revive', 1],
    ] as const) {
      const answer = await world.projectAdmin.client.post(`/api/admin/projects/${call}`, { projectID });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('X-Position')).toMatch(/^\d+$/);
      expect(await statusOf(world.admin, projectID, after(answer))).toBe(status);
    }
  });

  it('answers 400 for a missing projectID, 404 for an unknown one', async () => {
    for (const call of ['archive', 'revive', 'delete']) {
      expectFieldErrors(await world.admin.client.post(`/api/admin/projects/${call}`, {}), ['projectID']);
      expectError(await world.admin.client.post(`/api/admin/projects/${call}`, { projectID: 'no-such-project' }), 404, 'notFound');
    }
  });

  it('answers 401 without a session and 403 without admin.projects (a non-owner editor), and nothing changes', async () => {
    const projectID = await createProject(world.editor, 'Admin Guarded');
    for (const call of ['archive', 'revive', 'delete']) {
      expectError(await world.anonymous.post(`/api/admin/projects/${call}`, { projectID }), 401, 'unauthenticated');
      const refused = await world.otherEditor.client.post(`/api/admin/projects/${call}`, { projectID });
      expectError(refused, 403, 'forbidden');
      expect(refused.body.error.msg).toContain('admin.projects');
    }
    expect(await statusOf(world.admin, projectID)).toBe(1);
  });
});

describe('grants', () => {
  it('getAllUserGrants answers users with their permissions; root holds root', async () => {
    const answer = await world.admin.client.post('/api/admin/getAllUserGrants', {});
    expect(answer.status).toBe(200);
    expect(answer.body.users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userID: 1, permissions: expect.arrayContaining(['root']) }),
        expect.objectContaining({ userID: world.viewer.userID, permissions: ['content.projects-view'] }),
      ]),
    );
  });

  it('a grant added is visible at once in getAllUserGrants, and a revoked one is gone', async () => {
    const person = await addPerson(world, []);
    expect(await grantsOf(person.userID)).toEqual([]);
    const added = await world.admin.client.post('/api/admin/addGrants', { userID: person.userID, grants: ['content.assets-edit', 'admin.reports'] });
    expect(added.status).toBe(200);
    expect(added.headers.get('X-Position')).toMatch(/^\d+$/);
    expect(await grantsOf(person.userID)).toEqual(expect.arrayContaining(['content.assets-edit', 'admin.reports']));
    const revoked = await world.admin.client.post('/api/admin/revokeGrants', { userID: person.userID, grants: ['admin.reports'] });
    expect(revoked.status).toBe(200);
    expect(revoked.headers.get('X-Position')).toMatch(/^\d+$/);
    expect(await grantsOf(person.userID, after(revoked))).toEqual(['content.assets-edit']);
  });

  // The grantee's query carries X-Min-Position past the grant, so the grant must be in force for it.
  it('a granted user can query what the grant opens (X-Min-Position past the grant), and loses it when revoked', async () => {
    const person = await addPerson(world, []);
    expectError(await person.client.post('/api/admin/getAllProjectGroups', {}), 403, 'forbidden');
    const added = await world.admin.client.post('/api/admin/addGrants', { userID: person.userID, grants: ['admin.folders'] });
    expect((await person.client.post('/api/admin/getAllProjectGroups', {}, after(added))).status).toBe(200);
    const revoked = await world.admin.client.post('/api/admin/revokeGrants', { userID: person.userID, grants: ['admin.folders'] });
    expectError(await person.client.post('/api/admin/getAllProjectGroups', {}, after(revoked)), 403, 'forbidden');
  });

  it('a granted user can at once make the commands the grant opens', async () => {
    const person = await addPerson(world, []);
    await world.admin.client.post('/api/admin/addGrants', { userID: person.userID, grants: ['admin.folders'] });
    const created = await person.client.post('/api/admin/folders/createGroup', { name: 'Granted Folder' });
    expect(created.status).toBe(200);
    expect(created.body.projectGroup).toEqual(expect.objectContaining({ name: 'Granted Folder' }));
  });

  it('edit satisfies a view requirement; view does not satisfy edit', async () => {
    const person = await addPerson(world, ['content.projects-edit']);
    expect((await person.client.post('/api/project/getProjectGroups', {})).status).toBe(200);
    const projectID = await createProject(world.editor, 'Grant Levels');
    expectError(await world.viewer.client.post('/api/project/updateName', { projectID, name: 'Renamed' }), 403, 'forbidden');
  });

  it('answers 400 for grants outside the grammar or an empty list, and grants nothing', async () => {
    const person = await addPerson(world, []);
    for (const grants of [['content.projects-own'], ['admin.users-edit'], ['nonsense'], [], ['']]) {
      expectFieldErrors(await world.admin.client.post('/api/admin/addGrants', { userID: person.userID, grants }), ['grants']);
    }
    expectFieldErrors(await world.admin.client.post('/api/admin/addGrants', { userID: 'two', grants: ['root'] }), ['userID']);
    expect(await grantsOf(person.userID)).toEqual([]);
  });

  it('answers 404 for an unknown user', async () => {
    expectError(await world.admin.client.post('/api/admin/addGrants', { userID: 99999, grants: ['admin.reports'] }), 404, 'notFound');
    expectError(await world.admin.client.post('/api/admin/revokeGrants', { userID: 99999, grants: ['admin.reports'] }), 404, 'notFound');
  });

  it('answers 401 without a session and 403 without admin.permissions; admin.users alone is not enough', async () => {
    const usersAdmin = await addPerson(world, ['admin.users']);
    for (const [path, body] of [
      ['getAllUserGrants', {}],
      ['addGrants', { userID: usersAdmin.userID, grants: ['root'] }],
      ['revokeGrants', { userID: usersAdmin.userID, grants: ['admin.users'] }],
    ] as const) {
      expectError(await world.anonymous.post(`/api/admin/${path}`, body), 401, 'unauthenticated');
      const refused = await usersAdmin.client.post(`/api/admin/${path}`, body);
      expectError(refused, 403, 'forbidden');
      expect(refused.body.error.msg).toContain('admin.permissions');
    }
    expect(await grantsOf(usersAdmin.userID)).toEqual(['admin.users']);
  });

  it('a holder of admin.permissions (not root) may give grants it holds', async () => {
    const permissionsAdmin = await addPerson(world, ['admin.permissions', 'admin.tasks']);
    const target = await addPerson(world, []);
    const answer = await permissionsAdmin.client.post('/api/admin/addGrants', { userID: target.userID, grants: ['admin.tasks'] });
    expect(answer.status).toBe(200);
    expect(await grantsOf(target.userID, after(answer))).toEqual(['admin.tasks']);
  });

  it('an Idempotency-Key retry of addGrants appends nothing twice', async () => {
    const person = await addPerson(world, []);
    const headers = { 'Idempotency-Key': `grants-${person.userID}` };
    const body = { userID: person.userID, grants: ['admin.labels'] };
    const first = await world.admin.client.post('/api/admin/addGrants', body, headers);
    const second = await world.admin.client.post('/api/admin/addGrants', body, headers);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get('X-Position')).toBe(first.headers.get('X-Position'));
    expect(await grantsOf(person.userID, after(second))).toEqual(['admin.labels']);
  });
});
