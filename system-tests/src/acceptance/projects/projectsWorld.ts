// The cast of the project acceptance tests: the whole product over HTTP with an admin (root), two
// editors, a viewer and a user without grants, each signed in with their own cookie jar. The tests
// use only what the spec and issue 2 tell an outside tester: paths, bodies, statuses and messages.
import { HttpClient, type Answer } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/startTestApp';

/** The New project dialog's messages, quoted from spec 000 section 2. */
export const EXISTS = 'Uh oh, looks like that project already exists.';
export const EXISTS_DELETED = 'Uh oh, looks like that project already exists, but has been deleted.';

export interface Person {
  readonly userID: number;
  readonly client: HttpClient;
}

export interface ProjectsWorld {
  readonly app: TestApp;
  readonly admin: Person;
  /** content.projects-edit */
  readonly editor: Person;
  /** content.projects-edit, not the owner of the editor's projects */
  readonly otherEditor: Person;
  /** content.projects-view */
  readonly viewer: Person;
  /** admin.projects with content.projects-view: an admin of projects who is not root */
  readonly projectAdmin: Person;
  /** signed in, no grant at all */
  readonly nobody: Person;
  /** no session */
  readonly anonymous: HttpClient;
  stop(): Promise<void>;
}

const PASSWORD = 'a long enough password';

export const startProjectsWorld = async (): Promise<ProjectsWorld> => {
  const app = await startTestApp();
  const adminClient = new HttpClient(app.url);
  await adminClient.signIn(app.adminEmail, app.adminPassword);
  const person = async (userID: number, givenName: string, grants: string[]): Promise<Person> => {
    const email = `${givenName.toLowerCase()}@example.com`;
    const added = await adminClient.post('/api/admin/addUser', { userID, email, givenName, familyName: 'Tester', password: PASSWORD });
    if (added.status !== 200) throw new Error(`addUser ${givenName}: ${added.status} ${added.text}`);
    if (grants.length) {
      const granted = await adminClient.post('/api/admin/addGrants', { userID, grants });
      if (granted.status !== 200) throw new Error(`addGrants ${givenName}: ${granted.status} ${granted.text}`);
    }
    const client = new HttpClient(app.url);
    await client.signIn(email, PASSWORD);
    return { userID, client };
  };
  return {
    app,
    admin: { userID: 1, client: adminClient },
    editor: await person(2, 'Edith', ['content.projects-edit']),
    otherEditor: await person(3, 'Oscar', ['content.projects-edit']),
    viewer: await person(4, 'Vera', ['content.projects-view']),
    projectAdmin: await person(5, 'Paula', ['admin.projects', 'content.projects-view']),
    nobody: await person(6, 'Nina', []),
    anonymous: new HttpClient(app.url),
    stop: () => app.stop(),
  };
};

/**
 * Creates a project and answers its id once the read models show it (read your writes), so that
 * later queries of anyone see it; fails the test unless it was created.
 */
export const createProject = async (who: Person, name: string, groups: string[] = []): Promise<string> => {
  const answer = await who.client.post('/api/project/create', { name, groups });
  if (answer.status !== 200) throw new Error(`create ${name}: ${answer.status} ${answer.text}`);
  const { projectID } = (answer.body as { project: { projectID: string } }).project;
  const shown = await who.client.post('/api/project/getAll', { filter: 'subscribed', status: [1] }, after(answer));
  if (shown.status !== 200) throw new Error(`getAll after create ${name}: ${shown.status} ${shown.text}`);
  return projectID;
};

/** Creates a folder as the admin and answers its id once the read models show it. */
export const createFolder = async (world: ProjectsWorld, name: string): Promise<string> => {
  const answer = await world.admin.client.post('/api/admin/folders/createGroup', { name });
  if (answer.status !== 200 || !answer.body.projectGroup) throw new Error(`createGroup ${name}: ${answer.status} ${answer.text}`);
  await world.admin.client.post('/api/project/getProjectGroups', {}, after(answer));
  return (answer.body as { projectGroup: { projectGroupID: string } }).projectGroup.projectGroupID;
};

/** The X-Position of a command answer, as the header to send back on the next query. */
export const after = (answer: Answer): Record<string, string> => {
  const position = answer.headers.get('X-Position');
  if (position === null) throw new Error(`no X-Position on ${answer.status} ${answer.text}`);
  return { 'X-Min-Position': position };
};

/** X-Min-Position of the latest of several command answers; refused ones carry no position. */
export const afterLatest = (answers: readonly Answer[]): Record<string, string> => {
  const positions = answers.map((a) => a.headers.get('X-Position')).filter((p): p is string => p !== null).map(BigInt);
  if (positions.length === 0) return {};
  return { 'X-Min-Position': positions.reduce((a, b) => (a > b ? a : b)).toString() };
};

/** Posts a query that waits for the read models to pass the given command answer. */
export const queryAfter = (who: Person, command: Answer, path: string, body: unknown): Promise<Answer> =>
  who.client.post(path, body, after(command));

/** The one error shape of every call. */
export const expectError = (answer: Answer, status: number, code?: string): void => {
  expect({ status: answer.status, body: answer.body }).toEqual({
    status,
    body: { error: expect.objectContaining({ msg: expect.any(String), code: code ?? expect.any(String) }) },
  });
};

/** A 400 that names every given field (and maybe others). */
export const expectFieldErrors = (answer: Answer, fields: string[]): void => {
  expectError(answer, 400, 'validation');
  expect(Object.keys(answer.body.error.fields ?? {})).toEqual(expect.arrayContaining(fields));
  for (const field of fields) expect(answer.body.error.fields[field]).toEqual(expect.stringMatching(/\S/));
};

export const projectIDsOf = (answer: Answer): string[] => (answer.body.projects as { projectID: string }[]).map((p) => p.projectID);
export const namesOf = (answer: Answer): string[] => (answer.body.projects as { name: string }[]).map((p) => p.name);
