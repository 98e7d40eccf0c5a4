// The project reads of spec 000 section 7: getProjectByProjectID {projectID} returns project,
// getProjectByName {projectName}, getProjectsByProjectIDs {projectIDs} returns projects,
// getProjectGroups returns groups; and accessProject {projectID} on open. Reading needs
// content.projects at view level (section 6: it gates /home and project screens).
import { after, createFolder, createProject, expectError, expectFieldErrors, projectIDsOf, startProjectsWorld, type ProjectsWorld } from './projectsWorld';

let world: ProjectsWorld;
let cellsID: string;
let opticsID: string;
let archivedID: string;
let deletedID: string;
let folderID: string;

beforeAll(async () => {
  world = await startProjectsWorld();
  folderID = await createFolder(world, 'Science');
  cellsID = await createProject(world.editor, 'Cells and Tissues', [folderID]);
  opticsID = await createProject(world.editor, 'Optics');
  archivedID = await createProject(world.editor, 'Old Archive', [folderID]);
  deletedID = await createProject(world.editor, 'Gone Project', [folderID]);
  expect((await world.editor.client.post('/api/project/updateStatus', { projectID: archivedID, status: 2 })).status).toBe(200);
  const deleted = await world.editor.client.post('/api/project/updateStatus', { projectID: deletedID, status: 0 });
  expect(deleted.status).toBe(200);
  await world.editor.client.post('/api/project/getAll', {}, after(deleted));
});
afterAll(async () => {
  await world?.stop();
});

describe('/api/project/getProjectByProjectID', () => {
  it('answers {project} with the fields of spec section 3', async () => {
    const answer = await world.viewer.client.post('/api/project/getProjectByProjectID', { projectID: cellsID });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      project: expect.objectContaining({
        projectID: cellsID,
        name: 'Cells and Tissues',
        status: 1,
        createdOn: expect.any(String),
        modified: expect.any(String),
        groups: [folderID],
        members: [expect.objectContaining({ userID: world.editor.userID, owner: true, subscribed: true, givenName: 'Edith', familyName: 'Tester' })],
        thumbnail: null,
        types: [],
        wordCount: 0,
      }),
    });
  });

  it('answers archived and deleted projects with their status (Revive needs them)', async () => {
    expect((await world.viewer.client.post('/api/project/getProjectByProjectID', { projectID: archivedID })).body.project.status).toBe(2);
    expect((await world.viewer.client.post('/api/project/getProjectByProjectID', { projectID: deletedID })).body.project.status).toBe(0);
  });

  it('answers 404 for an unknown id', async () => {
    expectError(await world.viewer.client.post('/api/project/getProjectByProjectID', { projectID: 'no-such-project' }), 404, 'notFound');
  });

  it.each([
    ['no projectID', {}],
    ['an empty projectID', { projectID: '' }],
    ['a number', { projectID: 17 }],
    ['a list', { projectID: [cellsID] }],
  ])('answers 400 naming projectID for %s', async (_case, body) => {
    expectFieldErrors(await world.viewer.client.post('/api/project/getProjectByProjectID', body), ['projectID']);
  });

  it('answers 401 without a session and 403 without content.projects', async () => {
    expectError(await world.anonymous.post('/api/project/getProjectByProjectID', { projectID: cellsID }), 401, 'unauthenticated');
    expectError(await world.nobody.client.post('/api/project/getProjectByProjectID', { projectID: cellsID }), 403, 'forbidden');
  });
});

describe('/api/project/getProjectByName', () => {
  it('finds a project by its name, whatever the case and spacing', async () => {
    for (const projectName of ['Optics', 'OPTICS', '  optics ']) {
      const answer = await world.viewer.client.post('/api/project/getProjectByName', { projectName });
      expect(answer.status).toBe(200);
      expect(answer.body.project).toMatchObject({ projectID: opticsID, name: 'Optics' });
    }
  });

  it('answers 404 for a name nobody holds, 400 without a name', async () => {
    expectError(await world.viewer.client.post('/api/project/getProjectByName', { projectName: 'Nothing like it' }), 404, 'notFound');
    expectFieldErrors(await world.viewer.client.post('/api/project/getProjectByName', {}), ['projectName']);
    expectFieldErrors(await world.viewer.client.post('/api/project/getProjectByName', { projectName: 5 }), ['projectName']);
  });

  it('answers 401 without a session and 403 without content.projects', async () => {
    expectError(await world.anonymous.post('/api/project/getProjectByName', { projectName: 'Optics' }), 401);
    expectError(await world.nobody.client.post('/api/project/getProjectByName', { projectName: 'Optics' }), 403);
  });
});

describe('/api/project/getProjectsByProjectIDs', () => {
  it('answers {projects} in the order asked', async () => {
    const answer = await world.viewer.client.post('/api/project/getProjectsByProjectIDs', { projectIDs: [opticsID, cellsID, deletedID] });
    expect(answer.status).toBe(200);
    expect(projectIDsOf(answer)).toEqual([opticsID, cellsID, deletedID]);
    expect(answer.body.projects[0]).toMatchObject({ name: 'Optics', status: 1 });
  });

  it('answers 404 when an id is unknown', async () => {
    expectError(await world.viewer.client.post('/api/project/getProjectsByProjectIDs', { projectIDs: [opticsID, 'no-such-project'] }), 404, 'notFound');
  });

  it.each([
    ['no projectIDs', {}, 'projectIDs'],
    ['a single id instead of a list', { projectIDs: 'abc' }, 'projectIDs'],
    ['an empty list', { projectIDs: [] }, 'projectIDs'],
    ['a number in the list', { projectIDs: [1] }, 'projectIDs.0'],
    ['a list of 1,000 ids', { projectIDs: Array.from({ length: 1000 }, (_, i) => `p${i}`) }, 'projectIDs'],
  ])('answers 400 for %s', async (_case, body, field) => {
    expectFieldErrors(await world.viewer.client.post('/api/project/getProjectsByProjectIDs', body), [field]);
  });

  it('answers 401 without a session and 403 without content.projects', async () => {
    expectError(await world.anonymous.post('/api/project/getProjectsByProjectIDs', { projectIDs: [cellsID] }), 401);
    expectError(await world.nobody.client.post('/api/project/getProjectsByProjectIDs', { projectIDs: [cellsID] }), 403);
  });
});

describe('/api/project/getProjectGroups', () => {
  it('answers {groups} with the active folders and their project counts', async () => {
    const answer = await world.viewer.client.post('/api/project/getProjectGroups', {});
    expect(answer.status).toBe(200);
    const science = (answer.body.groups as { projectGroupID: string }[]).find((g) => g.projectGroupID === folderID);
    // Cells (active) and Old Archive (archived) are in it; Gone Project was deleted.
    expect(science).toEqual(expect.objectContaining({ projectGroupID: folderID, name: 'Science', status: 1, createdOn: expect.any(String), projects: 2 }));
  });

  it('answers without a body too', async () => {
    const answer = await world.viewer.client.request('POST', '/api/project/getProjectGroups');
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body.groups)).toBe(true);
  });

  it('leaves out a deleted folder', async () => {
    const goneFolder = await createFolder(world, 'Gone Folder');
    const deleted = await world.admin.client.post('/api/project/deleteGroup', { projectGroupID: goneFolder });
    expect(deleted.status).toBe(200);
    const answer = await world.viewer.client.post('/api/project/getProjectGroups', {}, after(deleted));
    expect((answer.body.groups as { projectGroupID: string }[]).map((g) => g.projectGroupID)).not.toContain(goneFolder);
  });

  it('answers 401 without a session and 403 without content.projects', async () => {
    expectError(await world.anonymous.post('/api/project/getProjectGroups', {}), 401);
    expectError(await world.nobody.client.post('/api/project/getProjectGroups', {}), 403);
  });
});

describe('/api/project/accessProject', () => {
  it('records the visit: the project shows under Recent with the time I opened it, and I become a member', async () => {
    const opened = await world.viewer.client.post('/api/project/accessProject', { projectID: opticsID });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('X-Position')).toMatch(/^\d+$/);
    const recent = await world.viewer.client.post('/api/project/getAll', { filter: 'recent' }, after(opened));
    expect(projectIDsOf(recent)).toEqual([opticsID]);
    const project = recent.body.projects[0];
    expect(Date.parse(project.lastAccessed)).not.toBeNaN();
    expect(project.members).toEqual(expect.arrayContaining([expect.objectContaining({ userID: world.viewer.userID, owner: false, subscribed: false })]));
  });

  it('puts the last opened project first under Recent', async () => {
    await world.otherEditor.client.post('/api/project/accessProject', { projectID: opticsID });
    const opened = await world.otherEditor.client.post('/api/project/accessProject', { projectID: cellsID });
    const recent = await world.otherEditor.client.post('/api/project/getAll', { filter: 'recent', sortBy: 'recent' }, after(opened));
    expect(projectIDsOf(recent)).toEqual([cellsID, opticsID]);
  });

  it('opens an archived or deleted project too (Join and Revive open it)', async () => {
    expect((await world.viewer.client.post('/api/project/accessProject', { projectID: deletedID })).status).toBe(200);
    expect((await world.viewer.client.post('/api/project/accessProject', { projectID: archivedID })).status).toBe(200);
  });

  it('answers a second visit with a position too', async () => {
    const again = await world.viewer.client.post('/api/project/accessProject', { projectID: opticsID });
    expect(again.status).toBe(200);
    expect(again.headers.get('X-Position')).toMatch(/^\d+$/);
  });

  it('answers 404 for an unknown project, 400 without an id', async () => {
    expectError(await world.viewer.client.post('/api/project/accessProject', { projectID: 'no-such-project' }), 404, 'notFound');
    expectFieldErrors(await world.viewer.client.post('/api/project/accessProject', {}), ['projectID']);
    expectFieldErrors(await world.viewer.client.post('/api/project/accessProject', { projectID: { id: 1 } }), ['projectID']);
  });

  it('answers 401 without a session and 403 without content.projects', async () => {
    expectError(await world.anonymous.post('/api/project/accessProject', { projectID: opticsID }), 401);
    expectError(await world.nobody.client.post('/api/project/accessProject', { projectID: opticsID }), 403);
  });
});
