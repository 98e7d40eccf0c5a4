// Admin user calls (spec 000 sections 3, 4, 7; issue 2): getAllUsers, getUser, addUser (optional
// password; without one a one-time set-password link), userToggleActive (a deactivated user cannot
// sign in and their session is refused), updateUserEmail, updateUserDegrees, add/removeUserRole,
// addSlackUserId. All need admin.users (root satisfies it).
import { HttpClient } from '../../testing/httpClient';
import { after, expectError, expectFieldErrors, startProjectsWorld, type ProjectsWorld } from '../projects/projectsWorld';
import { addPerson, freshUserID, PASSWORD } from './adminWorld';

let world: ProjectsWorld;
beforeAll(async () => {
  world = await startProjectsWorld();
});
afterAll(async () => {
  await world?.stop();
});

const admin = (path: string, body: unknown, headers?: Record<string, string>) => world.admin.client.post(`/api/admin/${path}`, body, headers);
const userOf = async (userID: number, headers?: Record<string, string>) => {
  const answer = await admin('getUser', { userID }, headers);
  expect(answer.status).toBe(200);
  return answer.body.user;
};
const ROLES = ['Script Writer', 'Illustrator', 'Voiceover Artist', 'Audio Editor', 'Video Editor', 'Reviewer'];

describe('addUser', () => {
  it('with a password answers {user {userID}} and the user can sign in at once', async () => {
    const userID = freshUserID();
    const answer = await admin('addUser', { userID, email: `ada${userID}@example.com`, givenName: 'Ada', familyName: 'Lovelace', password: PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toEqual(expect.objectContaining({ userID }));
    expect(answer.headers.get('X-Position')).toMatch(/^\d+$/);
    const client = new HttpClient(world.app.url);
    expect((await client.post('/auth/login', { email: `ada${userID}@example.com`, password: PASSWORD })).status).toBe(200);
    expect((await client.post('/api/user/checkLoggedIn', {})).body).toEqual({ loggedIn: true });
  });

  it('without a password answers a one-time set-password link', async () => {
    const userID = freshUserID();
    const answer = await admin('addUser', { userID, email: `link${userID}@example.com`, givenName: 'Link', familyName: 'Only' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(expect.objectContaining({ user: expect.objectContaining({ userID }), setPasswordLink: expect.stringMatching(/^https?:\/\/\S+/) }));
    // No password yet: signing in with any password fails.
    expect((await new HttpClient(world.app.url).post('/auth/login', { email: `link${userID}@example.com`, password: PASSWORD })).status).toBe(401);
  });

  it('getAllUsers and getUser show the new user with the spec fields; new users start with no grants', async () => {
    const userID = freshUserID();
    const added = await admin('addUser', { userID, email: `grace${userID}@example.com`, givenName: 'Grace', familyName: 'Hopper', password: PASSWORD });
    const all = await admin('getAllUsers', {}, after(added));
    expect(all.status).toBe(200);
    expect(all.body.users).toEqual(expect.arrayContaining([expect.objectContaining({ userID, email: `grace${userID}@example.com`, givenName: 'Grace', familyName: 'Hopper' })]));
    const user = await userOf(userID);
    expect(user).toEqual(expect.objectContaining({ userID, givenName: 'Grace', familyName: 'Hopper', fullName: expect.stringContaining('Grace'), email: `grace${userID}@example.com` }));
    expect(user.permissions ?? []).toEqual([]);
  });

  it('answers 400 naming the fields for bad input, and adds nobody', async () => {
    const before = (await admin('getAllUsers', {})).body.users.length;
    expectFieldErrors(await admin('addUser', { userID: 'abc', email: 'x@example.com', givenName: 'A', familyName: 'B' }), ['userID']);
    expectFieldErrors(await admin('addUser', { userID: freshUserID(), email: 'not-an-email', givenName: 'A', familyName: 'B' }), ['email']);
    expectFieldErrors(await admin('addUser', { userID: freshUserID(), email: 'ok@example.com', givenName: '', familyName: '' }), ['givenName', 'familyName']);
    expectFieldErrors(await admin('addUser', { userID: freshUserID(), email: 'ok2@example.com', givenName: 'A', familyName: 'B', password: 'short' }), ['password']);
    expect((await admin('getAllUsers', {})).body.users.length).toBe(before);
  });

  it('refuses a userID that is taken with 409', async () => {
    expectError(await admin('addUser', { userID: world.editor.userID, email: 'dup@example.com', givenName: 'Dup', familyName: 'Licate' }), 409);
  });

  it('an Idempotency-Key retry adds the user once and answers the same', async () => {
    const userID = freshUserID();
    const body = { userID, email: `idem${userID}@example.com`, givenName: 'Idem', familyName: 'Potent', password: PASSWORD };
    const headers = { 'Idempotency-Key': `add-user-${userID}` };
    const first = await admin('addUser', body, headers);
    const second = await admin('addUser', body, headers);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const all = await admin('getAllUsers', {}, after(second));
    expect((all.body.users as { userID: number }[]).filter((u) => u.userID === userID)).toHaveLength(1);
  });
});

describe('userToggleActive', () => {
  it('deactivates: the user cannot sign in and their session gets 401; toggling again reactivates', async () => {
    const person = await addPerson(world, ['content.projects-view'], 'Dee');
    expect((await person.client.post('/api/user/getUser', {})).status).toBe(200);

    const off = await admin('userToggleActive', { userID: person.userID });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ deactivated: true });
    expect(off.headers.get('X-Position')).toMatch(/^\d+$/);
    expect((await userOf(person.userID, after(off))).data).toEqual(expect.objectContaining({ deactivated: true }));
    expectError(await person.client.post('/api/user/getUser', {}), 401, 'unauthenticated');
    expectError(await person.client.post('/api/user/addRole', { role: 'Reviewer' }), 401, 'unauthenticated');
    // Right password, account not allowed to act: 403 with the reason (docs/decisions/sign-in-and-access.md, Sign-in).
    const login = await new HttpClient(world.app.url).post('/auth/login', { email: person.email, password: PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.error.msg).toBe('This account is deactivated. Contact an admin.');

    const on = await admin('userToggleActive', { userID: person.userID });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ deactivated: false });
    expect((await new HttpClient(world.app.url).post('/auth/login', { email: person.email, password: PASSWORD })).status).toBe(200);
  });

  it('answers 404 for an unknown user and 400 for a non-integer id', async () => {
    expectError(await admin('userToggleActive', { userID: 99999 }), 404, 'notFound');
    expectFieldErrors(await admin('userToggleActive', { userID: 'x' }), ['userID']);
  });
});

describe('user settings', () => {
  it('updateUserEmail changes the email; the user signs in with the new one', async () => {
    const person = await addPerson(world, [], 'Emil');
    const email = `renamed${person.userID}@example.com`;
    const answer = await admin('updateUserEmail', { userID: person.userID, email });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('X-Position')).toMatch(/^\d+$/);
    expect((await userOf(person.userID, after(answer))).email).toBe(email);
    expect((await new HttpClient(world.app.url).post('/auth/login', { email, password: PASSWORD })).status).toBe(200);
    expectFieldErrors(await admin('updateUserEmail', { userID: person.userID, email: 'nope' }), ['email']);
    expectError(await admin('updateUserEmail', { userID: 99999, email: 'x@example.com' }), 404, 'notFound');
  });

  it('updateUserDegrees {degrees, userID} sets the degrees', async () => {
    const person = await addPerson(world, [], 'Deg');
    const answer = await admin('updateUserDegrees', { userID: person.userID, degrees: ['BSc Physics', 'MA Education'] });
    expect(answer.status).toBe(200);
    expect((await userOf(person.userID, after(answer))).data.degrees).toEqual(['BSc Physics', 'MA Education']);
    expectFieldErrors(await admin('updateUserDegrees', { userID: person.userID, degrees: 'BSc' }), ['degrees']);
    expectError(await admin('updateUserDegrees', { userID: 99999, degrees: [] }), 404, 'notFound');
  });

  it('addUserRole and removeUserRole {role, userID} accept each spec role', async () => {
    const person = await addPerson(world, [], 'Rolf');
    let last = await admin('addUserRole', { userID: person.userID, role: ROLES[0] });
    for (const role of ROLES) {
      last = await admin('addUserRole', { userID: person.userID, role });
      expect(last.status).toBe(200);
      expect(last.headers.get('X-Position')).toMatch(/^\d+$/);
    }
    expect([...(await userOf(person.userID, after(last))).data.roles].sort()).toEqual([...ROLES].sort());
    const removed = await admin('removeUserRole', { userID: person.userID, role: 'Illustrator' });
    expect(removed.status).toBe(200);
    expect((await userOf(person.userID, after(removed))).data.roles).not.toContain('Illustrator');
    expectFieldErrors(await admin('addUserRole', { userID: person.userID, role: 'Astronaut' }), ['role']);
    expectError(await admin('addUserRole', { userID: 99999, role: 'Reviewer' }), 404, 'notFound');
  });

  it('addSlackUserId {slackId, userID} stores the Slack id', async () => {
    const person = await addPerson(world, [], 'Slack');
    const answer = await admin('addSlackUserId', { userID: person.userID, slackId: 'U012ABCDEF' });
    expect(answer.status).toBe(200);
    expect((await userOf(person.userID, after(answer))).data.slackId).toBe('U012ABCDEF');
    expectFieldErrors(await admin('addSlackUserId', { userID: person.userID, slackId: '' }), ['slackId']);
    expectError(await admin('addSlackUserId', { userID: 99999, slackId: 'U1' }), 404, 'notFound');
  });

  it('getUser answers 404 for an unknown user', async () => {
    expectError(await admin('getUser', { userID: 99999 }), 404, 'notFound');
  });
});

describe('access', () => {
  const calls: [string, (id: number) => unknown][] = [
    ['getAllUsers', () => ({})],
    ['getUser', (userID) => ({ userID })],
    ['addUser', () => ({ userID: 4242, email: 'denied@example.com', givenName: 'Denied', familyName: 'User' })],
    ['userToggleActive', (userID) => ({ userID })],
    ['updateUserEmail', (userID) => ({ userID, email: 'denied2@example.com' })],
    ['updateUserDegrees', (userID) => ({ userID, degrees: ['Denied'] })],
    ['addUserRole', (userID) => ({ userID, role: 'Reviewer' })],
    ['removeUserRole', (userID) => ({ userID, role: 'Reviewer' })],
    ['addSlackUserId', (userID) => ({ userID, slackId: 'UDENIED' })],
  ];

  it('every admin user call answers 401 without a session and 403 without admin.users, and nothing changes', async () => {
    const target = await addPerson(world, [], 'Target');
    const permissionsAdmin = await addPerson(world, ['admin.permissions', 'admin.projects', 'admin.folders']);
    for (const [call, body] of calls) {
      expectError(await world.anonymous.post(`/api/admin/${call}`, body(target.userID)), 401, 'unauthenticated');
      const refused = await permissionsAdmin.client.post(`/api/admin/${call}`, body(target.userID));
      expectError(refused, 403, 'forbidden');
      expect(refused.body.error.msg).toContain('admin.users');
    }
    const user = await userOf(target.userID);
    expect(user.email).toBe(target.email);
    expect(user.data.roles ?? []).toEqual([]);
    expect(user.data.deactivated ?? false).toBe(false);
    expectError(await admin('getUser', { userID: 4242 }), 404, 'notFound');
  });

  it('a holder of admin.users (not root) may use them', async () => {
    const usersAdmin = await addPerson(world, ['admin.users']);
    const target = await addPerson(world, [], 'Managed');
    const answer = await usersAdmin.client.post('/api/admin/addUserRole', { userID: target.userID, role: 'Reviewer' });
    expect(answer.status).toBe(200);
    expect((await usersAdmin.client.post('/api/admin/getUser', { userID: target.userID }, after(answer))).body.user.data.roles).toEqual(['Reviewer']);
  });
});
