// Issue 20: adding a teammate in one step. The dialog is offered the next free user ID
// (/admin/getNextUserID), adds the user with a starting set of grants (/admin/addUser keeps the
// spec's shape; `grants` is optional), and answers the one-time link; whoever opens it sets a password
// and is signed in at once, and can use the dashboard without 'You shall not pass!'.
import { AuthPaths } from '@wb/contracts';
import { SESSION_COOKIE } from '@wb/platform';
import { HttpClient } from '../../testing/httpClient';
import { after, expectError, expectFieldErrors, startProjectsWorld, type ProjectsWorld } from '../projects/projectsWorld';
import { addPerson } from './profileWorld';

const STARTING_GRANTS = ['content.projects-edit', 'content.assets-edit'];

let world: ProjectsWorld;
beforeAll(async () => {
  world = await startProjectsWorld();
});
afterAll(async () => {
  await world?.stop();
});

const nextUserID = async (admin: HttpClient, headers: Record<string, string> = {}): Promise<number> => {
  const answer = await admin.post('/api/admin/getNextUserID', {}, headers);
  expect(answer.status).toBe(200);
  return answer.body.userID as number;
};

it('offers the next free user ID: one above the highest in use', async () => {
  const offered = await nextUserID(world.admin.client);
  const highest = Math.max(...((await world.admin.client.post('/api/admin/getAllUsers', {})).body.users as { userID: number }[]).map((u) => u.userID));
  expect(offered).toBe(highest + 1);
  const added = await world.admin.client.post('/api/admin/addUser', { userID: offered + 10, email: 'skip@example.com', givenName: 'Skip', familyName: 'Ahead' });
  expect(await nextUserID(world.admin.client, after(added))).toBe(offered + 11);
});

it('adds a user with starting grants; the link signs the newcomer in at once, and the dashboard and assets open', async () => {
  const userID = await nextUserID(world.admin.client);
  const added = await world.admin.client.post('/api/admin/addUser', { userID, email: 'newcomer@example.com', givenName: 'New', familyName: 'Comer', grants: STARTING_GRANTS });
  expect(added.status).toBe(200);
  expect(added.body.user).toEqual({ userID });
  const link = added.body.setPasswordLink as string;
  expect(link).toMatch(/#\/set-password\/[\w-]+$/);
  const granted = await world.admin.client.post('/api/admin/getUser', { userID }, after(added));
  expect(granted.body.user.permissions).toEqual(STARTING_GRANTS);

  const browser = new HttpClient(world.app.url);
  const token = link.split('/').pop() ?? '';
  const set = await browser.post(AuthPaths.setPassword, { token, password: 'harbour kites hum softly' });
  expect({ status: set.status, body: set.body }).toEqual({ status: 200, body: { ok: true, user: { userID } } });
  expect(browser.cookie(SESSION_COOKIE)).toBeDefined();
  expect((await browser.post('/api/user/checkLoggedIn', {})).body).toEqual({ loggedIn: true });
  expect((await browser.post('/api/user/getUser', {})).body.user).toEqual(expect.objectContaining({ userID, email: 'newcomer@example.com', permissions: STARTING_GRANTS }));
  // What the dashboard (/home) and the asset library ask for: no 403, hence no 'You shall not pass!'.
  expect((await browser.post('/api/project/getAll', {})).status).toBe(200);
  expect((await browser.post('/api/assets/getKits', {})).status).toBe(200);
  expect((await browser.post('/api/project/create', { name: 'Newcomer project' })).status).toBe(200);
  expect((await browser.post('/api/user/getPasswordStatus', {})).body).toEqual({ hasPassword: true });
  // The link is used up.
  expect((await new HttpClient(world.app.url).post(AuthPaths.setPassword, { token, password: 'another strong passphrase' })).status).toBe(400);
});

it('adds a user without starting grants as before (the spec shape)', async () => {
  const userID = await nextUserID(world.admin.client);
  const added = await world.admin.client.post('/api/admin/addUser', { userID, email: 'plain@example.com', givenName: 'Plain', familyName: 'Add' });
  expect(added.status).toBe(200);
  expect((await world.admin.client.post('/api/admin/getUser', { userID }, after(added))).body.user.permissions).toEqual([]);
});

it('refuses starting grants the admin does not hold, and malformed ones, adding nobody', async () => {
  const usersAdmin = await addPerson(world, ['admin.users', 'content.projects-edit'], 'Uma');
  const userID = await nextUserID(usersAdmin.client);
  const refused = await usersAdmin.client.post('/api/admin/addUser', { userID, email: 'x1@example.com', givenName: 'X', familyName: 'One', grants: ['content.projects-edit', 'content.assets-edit'] });
  expectError(refused, 403, 'forbidden');
  expect(refused.body.error.msg).toContain('content.assets-edit');
  expectFieldErrors(await usersAdmin.client.post('/api/admin/addUser', { userID, email: 'x1@example.com', givenName: 'X', familyName: 'One', grants: ['content.projects'] }), ['grants']);
  expectError(await world.admin.client.post('/api/admin/getUser', { userID }), 404, 'notFound');
  const allowed = await usersAdmin.client.post('/api/admin/addUser', { userID, email: 'x1@example.com', givenName: 'X', familyName: 'One', grants: ['content.projects-edit'] });
  expect(allowed.status).toBe(200);
});

it('keeps the next free user ID and the Trello ID for admins of users', async () => {
  expectError(await world.editor.client.post('/api/admin/getNextUserID', {}), 403, 'forbidden');
  expectError(await world.editor.client.post('/api/admin/addTrelloUserId', { userID: world.viewer.userID, trelloId: 't' }), 403, 'forbidden');
  const set = await world.admin.client.post('/api/admin/addTrelloUserId', { userID: world.viewer.userID, trelloId: '5e9f8a7b6c' });
  expect(set.status).toBe(200);
  const users = (await world.admin.client.post('/api/admin/getAllUsers', {}, after(set))).body.users as { userID: number; data: { trello: { id: string | null } } }[];
  expect(users.find((u) => u.userID === world.viewer.userID)?.data.trello.id).toBe('5e9f8a7b6c');
  expectFieldErrors(await world.admin.client.post('/api/admin/addTrelloUserId', { userID: world.viewer.userID, trelloId: '' }), ['trelloId']);
  expectError(await world.admin.client.post('/api/admin/addTrelloUserId', { userID: 98765, trelloId: 'x' }), 404, 'notFound');
});
