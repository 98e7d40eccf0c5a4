// Issue 2: "Every call answers invalid input with 400 and the field errors". The queries whose input
// has fields, for the inputs the project and admin acceptance tests do not try yet (the admin project
// table, the admin user read, the list filters and folder ids). Queries without input fields have
// nothing to name; 401 without a session is checked for every call in ../../authorization.api.test.ts.
import { expectError, expectFieldErrors, startProjectsWorld, type Person, type ProjectsWorld } from '../projects/projectsWorld';

let world: ProjectsWorld;
beforeAll(async () => {
  world = await startProjectsWorld();
});
afterAll(async () => {
  await world?.stop();
});

type Asker = (w: ProjectsWorld) => Person;
const admin: Asker = (w) => w.admin;
const projectAdmin: Asker = (w) => w.projectAdmin;
const viewer: Asker = (w) => w.viewer;

const cases: [string, Asker, unknown, string][] = [
  ['/api/admin/projects/getAll', projectAdmin, { text: 5 }, 'text'],
  ['/api/admin/projects/getAll', projectAdmin, { text: 'x'.repeat(201) }, 'text'],
  ['/api/admin/projects/getAll', projectAdmin, { sortBy: 'size' }, 'sortBy'],
  ['/api/admin/projects/getAll', projectAdmin, { sortDir: 'up' }, 'sortDir'],
  ['/api/admin/projects/getAll', projectAdmin, { status: [4] }, 'status'],
  ['/api/admin/projects/getAll', projectAdmin, { status: 'active' }, 'status'],
  ['/api/admin/projects/getAll', projectAdmin, { start: -1 }, 'start'],
  ['/api/admin/projects/getAll', projectAdmin, { count: 0 }, 'count'],
  ['/api/admin/projects/getAll', projectAdmin, { count: 1_000_000 }, 'count'],
  ['/api/admin/getUser', admin, {}, 'userID'],
  ['/api/admin/getUser', admin, { userID: 'me' }, 'userID'],
  ['/api/admin/getUser', admin, { userID: -3 }, 'userID'],
  ['/api/admin/getUser', admin, { userID: 1.5 }, 'userID'],
  ['/api/user/getUser', viewer, { userID: 0 }, 'userID'],
  ['/api/project/getAll', viewer, { filter: 'mine' }, 'filter'],
  ['/api/project/getAll', viewer, { projectGroupID: 12 }, 'projectGroupID'],
  ['/api/project/getAll', viewer, { projectGroupID: '' }, 'projectGroupID'],
  ['/api/project/searchProjects', viewer, { text: 'a', filter: 'everything' }, 'filter'],
  ['/api/project/searchProjects', viewer, { text: 'a', projectGroupID: { id: 'f' } }, 'projectGroupID'],
  ['/api/project/getProjectByName', viewer, { projectName: 'x'.repeat(201) }, 'projectName'],
];

it.each(cases.map(([path, who, body, field]) => [path, JSON.stringify(body).slice(0, 60), field, who, body] as const))('%s %s answers 400 naming %s', async (path, _shown, field, who, body) => {
  expectFieldErrors(await who(world).client.post(path, body), [field]);
});

// A body past the call's bound (derived from its schema: a few KB for these) is refused before it is
// read, so it names no field (docs/decisions/security.md, Request bodies).
it.each([
  ['/api/admin/projects/getAll', projectAdmin, { text: 'x'.repeat(10_000) }],
  ['/api/project/getProjectByName', viewer, { projectName: 'x'.repeat(10_000) }],
] as const)('%s refuses a text of 10,000 characters with 413, the body being past its bound', async (path, who, body) => {
  expectError(await who(world).client.post(path, body), 413, 'bodyTooLarge');
});

it('answers the same queries 200 with valid input, so the 400s above are about the named field', async () => {
  const asked: [string, Asker, unknown][] = [
    ['/api/admin/projects/getAll', projectAdmin, { text: 'a', sortBy: 'name', sortDir: 'asc', status: [0, 1, 2], start: 0, count: 20 }],
    ['/api/admin/getUser', admin, { userID: 1 }],
    ['/api/user/getUser', viewer, { userID: 1 }],
    ['/api/project/getAll', viewer, { filter: 'recent' }],
    ['/api/project/searchProjects', viewer, { text: 'a', filter: 'subscribed' }],
  ];
  for (const [path, who, body] of asked) {
    expect({ path, status: (await who(world).client.post(path, body)).status }).toEqual({ path, status: 200 });
  }
});
