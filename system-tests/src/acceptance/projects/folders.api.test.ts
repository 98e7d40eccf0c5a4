// Projects in folders: addToGroup and removeFromGroup {projectIDs, projectGroupID}, deleteGroup
// {projectGroupID} (spec 000 sections 2, 6, 7). Dropping a card on a folder adds it; the bulk bar's
// Remove from folder takes projects out; admin.folders edits and deletes folders.
import { after, createFolder, createProject, expectError, expectFieldErrors, projectIDsOf, startProjectsWorld, type ProjectsWorld } from './projectsWorld';

let world: ProjectsWorld;
beforeAll(async () => {
  world = await startProjectsWorld();
});
afterAll(async () => {
  await world?.stop();
});

const groupsOf = async (projectID: string, command: Parameters<typeof after>[0]): Promise<string[]> =>
  (await world.viewer.client.post('/api/project/getProjectByProjectID', { projectID }, after(command))).body.project.groups;

const folderCount = async (projectGroupID: string, command: Parameters<typeof after>[0]): Promise<number | undefined> => {
  const answer = await world.viewer.client.post('/api/project/getProjectGroups', {}, after(command));
  return (answer.body.groups as { projectGroupID: string; projects: number }[]).find((g) => g.projectGroupID === projectGroupID)?.projects;
};

describe('/api/project/addToGroup', () => {
  it('puts several projects in a folder; the folder filter and count show them', async () => {
    const folderID = await createFolder(world, 'Physics');
    const a = await createProject(world.editor, 'Levers');
    const b = await createProject(world.editor, 'Pulleys');
    const added = await world.editor.client.post('/api/project/addToGroup', { projectIDs: [a, b], projectGroupID: folderID });
    expect(added.status).toBe(200);
    expect(added.headers.get('X-Position')).toMatch(/^\d+$/);
    expect(await groupsOf(a, added)).toEqual([folderID]);
    expect(await folderCount(folderID, added)).toBe(2);
    const inFolder = await world.viewer.client.post('/api/project/getAll', { projectGroupID: folderID, sortBy: 'name' }, after(added));
    expect(projectIDsOf(inFolder)).toEqual([a, b]);
  });

  it('answers adding a project twice with 200, a position and one membership', async () => {
    const folderID = await createFolder(world, 'Chemistry');
    const projectID = await createProject(world.editor, 'Acids', [folderID]);
    const again = await world.editor.client.post('/api/project/addToGroup', { projectIDs: [projectID], projectGroupID: folderID });
    expect(again.status).toBe(200);
    expect(again.headers.get('X-Position')).toMatch(/^\d+$/);
    expect(await groupsOf(projectID, again)).toEqual([folderID]);
  });

  it('answers 404 for an unknown folder or project, and adds none of the projects', async () => {
    const folderID = await createFolder(world, 'Geology');
    const projectID = await createProject(world.editor, 'Rocks');
    expectError(await world.editor.client.post('/api/project/addToGroup', { projectIDs: [projectID], projectGroupID: 'no-such-folder' }), 404, 'notFound');
    expectError(await world.editor.client.post('/api/project/addToGroup', { projectIDs: [projectID, 'no-such-project'], projectGroupID: folderID }), 404, 'notFound');
    const check = await world.viewer.client.post('/api/project/getProjectByProjectID', { projectID });
    expect(check.body.project.groups).toEqual([]);
  });

  it('refuses a deleted folder with 404', async () => {
    const folderID = await createFolder(world, 'Alchemy');
    expect((await world.admin.client.post('/api/project/deleteGroup', { projectGroupID: folderID })).status).toBe(200);
    const projectID = await createProject(world.editor, 'Lead into Gold');
    expectError(await world.editor.client.post('/api/project/addToGroup', { projectIDs: [projectID], projectGroupID: folderID }), 404);
  });

  it.each([
    ['no projectIDs', { projectGroupID: 'f' }, 'projectIDs'],
    ['an empty projectIDs', { projectIDs: [], projectGroupID: 'f' }, 'projectIDs'],
    ['a projectIDs that is not a list', { projectIDs: 'p', projectGroupID: 'f' }, 'projectIDs'],
    ['no projectGroupID', { projectIDs: ['p'] }, 'projectGroupID'],
    ['a number for projectGroupID', { projectIDs: ['p'], projectGroupID: 4 }, 'projectGroupID'],
  ])('answers 400 naming the field for %s', async (_case, body, field) => {
    expectFieldErrors(await world.editor.client.post('/api/project/addToGroup', body), [field]);
  });

  it('answers 401 without a session and 403 to a viewer or a user without grants', async () => {
    const folderID = await createFolder(world, 'Astronomy');
    const projectID = await createProject(world.editor, 'Planets');
    const body = { projectIDs: [projectID], projectGroupID: folderID };
    expectError(await world.anonymous.post('/api/project/addToGroup', body), 401);
    expectError(await world.viewer.client.post('/api/project/addToGroup', body), 403, 'forbidden');
    expectError(await world.nobody.client.post('/api/project/addToGroup', body), 403, 'forbidden');
  });
});

describe('/api/project/removeFromGroup', () => {
  it('takes projects out of a folder, leaving their other folders', async () => {
    const physics = await createFolder(world, 'Mechanics');
    const maths = await createFolder(world, 'Maths');
    const projectID = await createProject(world.editor, 'Vectors', [physics, maths]);
    const removed = await world.editor.client.post('/api/project/removeFromGroup', { projectIDs: [projectID], projectGroupID: physics });
    expect(removed.status).toBe(200);
    expect(removed.headers.get('X-Position')).toMatch(/^\d+$/);
    expect(await groupsOf(projectID, removed)).toEqual([maths]);
    expect(await folderCount(physics, removed)).toBe(0);
  });

  it('answers removing a project that is not in the folder with 200 and a position', async () => {
    const folderID = await createFolder(world, 'Botany');
    const projectID = await createProject(world.editor, 'Ferns');
    const answer = await world.editor.client.post('/api/project/removeFromGroup', { projectIDs: [projectID], projectGroupID: folderID });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('X-Position')).toMatch(/^\d+$/);
  });

  it('answers 404 for an unknown folder or project', async () => {
    const folderID = await createFolder(world, 'Zoology');
    const projectID = await createProject(world.editor, 'Lions', [folderID]);
    expectError(await world.editor.client.post('/api/project/removeFromGroup', { projectIDs: [projectID], projectGroupID: 'no-such-folder' }), 404);
    expectError(await world.editor.client.post('/api/project/removeFromGroup', { projectIDs: ['no-such-project'], projectGroupID: folderID }), 404);
  });

  it('answers 400 for bad input, 401 without a session, 403 to a viewer', async () => {
    expectFieldErrors(await world.editor.client.post('/api/project/removeFromGroup', { projectIDs: [1], projectGroupID: 'f' }), ['projectIDs.0']);
    expectFieldErrors(await world.editor.client.post('/api/project/removeFromGroup', {}), ['projectIDs', 'projectGroupID']);
    const body = { projectIDs: ['p'], projectGroupID: 'f' };
    expectError(await world.anonymous.post('/api/project/removeFromGroup', body), 401);
    expectError(await world.viewer.client.post('/api/project/removeFromGroup', body), 403, 'forbidden');
  });
});

describe('/api/project/deleteGroup', () => {
  it('deletes a folder: it leaves the dashboard folders, and its projects stay', async () => {
    const folderID = await createFolder(world, 'Ecology');
    const projectID = await createProject(world.editor, 'Forests', [folderID]);
    const deleted = await world.admin.client.post('/api/project/deleteGroup', { projectGroupID: folderID });
    expect(deleted.status).toBe(200);
    expect(deleted.headers.get('X-Position')).toMatch(/^\d+$/);
    expect(await folderCount(folderID, deleted)).toBeUndefined();
    expect((await world.viewer.client.post('/api/project/getProjectByProjectID', { projectID }, after(deleted))).body.project.status).toBe(1);
  });

  it("offers revival when a new folder takes a deleted folder's name", async () => {
    const folderID = await createFolder(world, 'Genetics');
    expect((await world.admin.client.post('/api/project/deleteGroup', { projectGroupID: folderID })).status).toBe(200);
    const again = await world.admin.client.post('/api/admin/folders/createGroup', { name: 'genetics' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ projectGroup: null });
  });

  it('answers 404 for an unknown folder, 400 without an id', async () => {
    expectError(await world.admin.client.post('/api/project/deleteGroup', { projectGroupID: 'no-such-folder' }), 404, 'notFound');
    expectFieldErrors(await world.admin.client.post('/api/project/deleteGroup', {}), ['projectGroupID']);
    expectFieldErrors(await world.admin.client.post('/api/project/deleteGroup', { projectGroupID: 12 }), ['projectGroupID']);
  });

  it('needs admin.folders: 401 without a session, 403 to editors, and the folder stays', async () => {
    const folderID = await createFolder(world, 'Anatomy');
    expectError(await world.anonymous.post('/api/project/deleteGroup', { projectGroupID: folderID }), 401);
    expectError(await world.editor.client.post('/api/project/deleteGroup', { projectGroupID: folderID }), 403, 'forbidden');
    expectError(await world.projectAdmin.client.post('/api/project/deleteGroup', { projectGroupID: folderID }), 403, 'forbidden');
    const groups = await world.viewer.client.post('/api/project/getProjectGroups', {});
    expect((groups.body.groups as { projectGroupID: string }[]).map((g) => g.projectGroupID)).toContain(folderID);
  });
});
