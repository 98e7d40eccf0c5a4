// Who may make each project call (spec 000 section 6, issue 2): no session is 401; content.projects
// gates /home and the project screens, so reading needs it at view level and changing at edit level
// (view < edit, root allows everything); every signed-in user may create; admin.folders deletes
// folders. A refused call changes nothing.
import { createFolder, createProject, expectError, startProjectsWorld, type Person, type ProjectsWorld } from './projectsWorld';

let world: ProjectsWorld;
let projectID: string;
let folderID: string;

beforeAll(async () => {
  world = await startProjectsWorld();
  folderID = await createFolder(world, 'Access Folder');
  projectID = await createProject(world.editor, 'Access Project');
});
afterAll(async () => {
  await world?.stop();
});

type Level = 'signedIn' | 'view' | 'edit' | 'admin.folders';
interface Case {
  readonly call: string;
  readonly level: Level;
  /** A valid body; built late, once the project and folder exist. */
  readonly body: () => unknown;
}

const cases: Case[] = [
  { call: 'getProjectGroups', level: 'view', body: () => ({}) },
  { call: 'getProjectByProjectID', level: 'view', body: () => ({ projectID }) },
  { call: 'getProjectByName', level: 'view', body: () => ({ projectName: 'Access Project' }) },
  { call: 'getProjectsByProjectIDs', level: 'view', body: () => ({ projectIDs: [projectID] }) },
  { call: 'accessProject', level: 'view', body: () => ({ projectID }) },
  { call: 'getAll', level: 'view', body: () => ({ sortBy: 'name', count: 20, start: 0, status: [1] }) },
  { call: 'searchProjects', level: 'view', body: () => ({ text: 'access', start: 0, count: 20, sortBy: 'name', status: [1] }) },
  { call: 'subscribeToProject', level: 'view', body: () => ({ projectIDs: [projectID], userIDs: [], subscribed: true }) },
  { call: 'create', level: 'signedIn', body: () => ({ name: `Access ${Math.random().toString(36).slice(2)}`, groups: [] }) },
  { call: 'updateName', level: 'edit', body: () => ({ projectID, name: 'Access Project' }) },
  { call: 'updateStatus', level: 'edit', body: () => ({ projectID, status: 1 }) },
  { call: 'addToGroup', level: 'edit', body: () => ({ projectIDs: [projectID], projectGroupID: folderID }) },
  { call: 'removeFromGroup', level: 'edit', body: () => ({ projectIDs: [projectID], projectGroupID: folderID }) },
  { call: 'deleteGroup', level: 'admin.folders', body: () => ({ projectGroupID: 'no-such-folder' }) },
];

const post = (who: Person | null, c: Case) => (who ? who.client : world.anonymous).post(`/api/project/${c.call}`, c.body());

describe.each(cases.map((c) => [c.call, c] as const))('/api/project/%s', (_name, c) => {
  it('answers 401 without a session', async () => {
    expectError(await post(null, c), 401, 'unauthenticated');
  });

  if (c.level === 'signedIn') {
    it('is open to a signed-in user without grants', async () => {
      expect((await post(world.nobody, c)).status).toBe(200);
    });
    return;
  }

  it('answers 403 to a signed-in user without the grant, naming the grant it needs', async () => {
    const answer = await post(world.nobody, c);
    expectError(answer, 403, 'forbidden');
    expect(answer.body.error.msg).toContain(c.level === 'admin.folders' ? 'admin.folders' : 'content.projects');
  });

  if (c.level === 'view') {
    it('answers a holder of content.projects-view', async () => {
      expect((await post(world.viewer, c)).status).toBe(200);
    });
  }
  if (c.level === 'edit') {
    it('answers 403 to a holder of content.projects-view only, and 200 to content.projects-edit', async () => {
      expectError(await post(world.viewer, c), 403, 'forbidden');
      expect((await post(world.editor, c)).status).toBe(200);
    });
  }
  if (c.level === 'admin.folders') {
    it('answers 403 to a content.projects-edit holder and lets root through (404: no such folder)', async () => {
      expectError(await post(world.editor, c), 403, 'forbidden');
      expectError(await post(world.admin, c), 404, 'notFound');
    });
  }
});

it('root satisfies every requirement', async () => {
  for (const c of cases.filter((x) => x.call !== 'deleteGroup')) expect((await post(world.admin, c)).status).toBe(200);
});
