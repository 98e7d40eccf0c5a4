// The cast of the project acceptance tests: the whole product over HTTP with an admin (root), two
// editors, a viewer and a user without grants, each signed in with their own cookie jar. The tests
// use only what the spec and issue 2 tell an outside tester: paths, bodies, statuses and messages.
import type { Answer } from '../../testing/httpClient';
import { after } from '../shared/answers';
import { startCast, type Person, type World } from '../shared/people';

export { after, afterLatest, expectError, expectFieldErrors } from '../shared/answers';
export type { Person } from '../shared/people';

/** The New project dialog's messages, quoted from spec 000 section 2. */
export const EXISTS = 'Uh oh, looks like that project already exists.';
export const EXISTS_DELETED = 'Uh oh, looks like that project already exists, but has been deleted.';

export interface ProjectsWorld extends World {
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
}

export const startProjectsWorld = async (): Promise<ProjectsWorld> => {
  const { add, ...cast } = await startCast();
  return {
    ...cast,
    editor: await add({ userID: 2, givenName: 'Edith', grants: ['content.projects-edit'] }),
    otherEditor: await add({ userID: 3, givenName: 'Oscar', grants: ['content.projects-edit'] }),
    viewer: await add({ userID: 4, givenName: 'Vera', grants: ['content.projects-view'] }),
    projectAdmin: await add({ userID: 5, givenName: 'Paula', grants: ['admin.projects', 'content.projects-view'] }),
    nobody: await add({ userID: 6, givenName: 'Nina' }),
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

export const projectIDsOf = (answer: Answer): string[] => (answer.body.projects as { projectID: string }[]).map((p) => p.projectID);
export const namesOf = (answer: Answer): string[] => (answer.body.projects as { name: string }[]).map((p) => p.name);
