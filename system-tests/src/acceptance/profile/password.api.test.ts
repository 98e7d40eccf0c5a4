// Issue 20: a user changes their own password (ours: /user/changePassword {currentPassword,
// newPassword}; docs/decisions/profile.md). The current password is asked, the new one meets the
// sign-in strength rule, every other session of that user ends and the one that asked stays.
import { AuthPaths, Messages } from '@wb/contracts';
import { HttpClient } from '../../testing/httpClient';
import { after, expectError, expectFieldErrors, startProjectsWorld, type ProjectsWorld } from '../projects/projectsWorld';
import { addPerson, anotherBrowser, PASSWORD } from './profileWorld';

const NEW_PASSWORD = 'velvet lanterns drift upstream';

let world: ProjectsWorld;
beforeAll(async () => {
  world = await startProjectsWorld();
});
afterAll(async () => {
  await world?.stop();
});

/** The status of a fresh browser's sign-in (200, or 401 for a wrong password). */
const signInStatus = async (email: string, password: string): Promise<number> => (await new HttpClient(world.app.url).post(AuthPaths.login, { email, password })).status;

const signedIn = async (client: HttpClient): Promise<boolean> => (await client.post('/api/user/checkLoggedIn', {})).body.loggedIn === true;

it('changes the password, ends every other session of the user, keeps the one that asked and no one else’s', async () => {
  const person = await addPerson(world, [], 'Penny');
  const otherBrowser = await anotherBrowser(world, person.email);
  const thirdBrowser = await anotherBrowser(world, person.email);
  expect(await signedIn(otherBrowser)).toBe(true);

  const answer = await person.client.post('/api/user/changePassword', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
  expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { ok: true } });

  expect(await signedIn(person.client)).toBe(true);
  expect(await signedIn(otherBrowser)).toBe(false);
  expect(await signedIn(thirdBrowser)).toBe(false);
  expect(await signedIn(world.editor.client)).toBe(true);
  expect((await otherBrowser.post('/api/user/getUser', {})).status).toBe(401);

  expect(await signInStatus(person.email, PASSWORD)).toBe(401);
  expect(await signInStatus(person.email, NEW_PASSWORD)).toBe(200);
  expect((await person.client.post('/api/user/getPasswordStatus', {}, after(answer))).body).toEqual({ hasPassword: true });
});

it('refuses a wrong current password with a 400 on currentPassword, and the password stays', async () => {
  const person = await addPerson(world, [], 'Wren');
  const otherBrowser = await anotherBrowser(world, person.email);
  const answer = await person.client.post('/api/user/changePassword', { currentPassword: 'not my password at all', newPassword: NEW_PASSWORD });
  expectFieldErrors(answer, ['currentPassword']);
  expect(answer.body.error.msg).toBe(Messages.wrongCurrentPassword);
  expect(answer.body.error.fields.currentPassword).toBe(Messages.wrongCurrentPassword);
  // Nothing changed: the old password still signs in, the other session still works.
  expect(await signedIn(otherBrowser)).toBe(true);
  expect(await signInStatus(person.email, PASSWORD)).toBe(200);
});

it('holds the new password to the strength rule of sign-in, naming newPassword', async () => {
  const person = await addPerson(world, [], 'Stella');
  for (const newPassword of ['password1', '12345678', person.email]) {
    const answer = await person.client.post('/api/user/changePassword', { currentPassword: PASSWORD, newPassword });
    expectFieldErrors(answer, ['newPassword']);
    expect(answer.body.error.fields.newPassword).toMatch(/^Too easy to guess\./);
  }
  expectFieldErrors(await person.client.post('/api/user/changePassword', { currentPassword: PASSWORD, newPassword: 'short' }), ['newPassword']);
  expectFieldErrors(await person.client.post('/api/user/changePassword', { currentPassword: '', newPassword: NEW_PASSWORD }), ['currentPassword']);
  expect(await signInStatus(person.email, PASSWORD)).toBe(200);
});

it('is for a signed-in user only', async () => {
  expectError(await world.anonymous.post('/api/user/changePassword', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }), 401);
  expectError(await world.anonymous.post('/api/user/getPasswordStatus', {}), 401);
});

it("tells a user with a local password that they have one (the admin's too)", async () => {
  expect((await world.admin.client.post('/api/user/getPasswordStatus', {})).body).toEqual({ hasPassword: true });
  expect((await world.viewer.client.post('/api/user/getPasswordStatus', {})).body).toEqual({ hasPassword: true });
});
