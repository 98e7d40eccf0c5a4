// The signed-in user's own calls (spec 000 section 7 "User and team"): getUser, getTeam, updateAvatar,
// updateData {data {degrees}}, addRole/removeRole {role}, removeDegree {degree}, checkLoggedIn
// {loggedIn}, GET getLockContentStatus {data {locked}}, and logout.
import { HttpClient } from '../../testing/httpClient';
import { after, expectError, expectFieldErrors, startProjectsWorld, type ProjectsWorld } from '../projects/projectsWorld';
import { uploadedFile } from '../assets/storedUploads';
import { addPerson, PASSWORD } from './adminWorld';

let world: ProjectsWorld;
beforeAll(async () => {
  world = await startProjectsWorld();
});
afterAll(async () => {
  await world?.stop();
});

it('/api/user/getUser without userID answers the caller; with userID another user (their team fields: getUserPrivacy.api.test.ts)', async () => {
  const me = await world.viewer.client.post('/api/user/getUser', {});
  expect(me.status).toBe(200);
  expect(me.body.user).toEqual(expect.objectContaining({ userID: world.viewer.userID, givenName: 'Vera', familyName: 'Tester', email: 'vera@example.com' }));
  const other = await world.viewer.client.post('/api/user/getUser', { userID: world.editor.userID });
  expect(other.body.user).toEqual(expect.objectContaining({ userID: world.editor.userID, givenName: 'Edith' }));
  expectError(await world.viewer.client.post('/api/user/getUser', { userID: 99999 }), 404, 'notFound');
  expectFieldErrors(await world.viewer.client.post('/api/user/getUser', { userID: 'me' }), ['userID']);
});

it('/api/user/getTeam answers {team} of users with the member fields', async () => {
  const answer = await world.viewer.client.post('/api/user/getTeam', {});
  expect(answer.status).toBe(200);
  expect(answer.body.team).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ userID: world.editor.userID, givenName: 'Edith', familyName: 'Tester' }),
      expect.objectContaining({ userID: world.viewer.userID, givenName: 'Vera' }),
    ]),
  );
});

it('updateAvatar {src} sets the own avatar, an image one uploaded as an avatar; a non-URL is a 400 on src', async () => {
  const person = await addPerson(world, [], 'Ava');
  const { url: src } = await uploadedFile(person, 'ava.png', 'avatar');
  const answer = await person.client.post('/api/user/updateAvatar', { src });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('X-Position')).toMatch(/^\d+$/);
  expect((await person.client.post('/api/user/getUser', {}, after(answer))).body.user.avatar).toBe(src);
  expectFieldErrors(await person.client.post('/api/user/updateAvatar', { src: 'not a url' }), ['src']);
  expect((await person.client.post('/api/user/getUser', {})).body.user.avatar).toBe(src);
});

it('updateData {data {degrees}} sets own degrees and removeDegree {degree} removes one', async () => {
  const person = await addPerson(world, [], 'Dora');
  const set = await person.client.post('/api/user/updateData', { data: { degrees: ['BA History', 'PhD Physics'] } });
  expect(set.status).toBe(200);
  expect((await person.client.post('/api/user/getUser', {}, after(set))).body.user.data.degrees).toEqual(['BA History', 'PhD Physics']);
  const removed = await person.client.post('/api/user/removeDegree', { degree: 'BA History' });
  expect(removed.status).toBe(200);
  expect(removed.headers.get('X-Position')).toMatch(/^\d+$/);
  expect((await person.client.post('/api/user/getUser', {}, after(removed))).body.user.data.degrees).toEqual(['PhD Physics']);
  expectFieldErrors(await person.client.post('/api/user/updateData', { data: { degrees: 'PhD' } }), ['data']);
  expectFieldErrors(await person.client.post('/api/user/removeDegree', { degree: '' }), ['degree']);
});

it('addRole and removeRole {role} change own roles; an unknown role is a 400 on role', async () => {
  const person = await addPerson(world, [], 'Rita');
  const added = await person.client.post('/api/user/addRole', { role: 'Voiceover Artist' });
  expect(added.status).toBe(200);
  expect(added.headers.get('X-Position')).toMatch(/^\d+$/);
  expect((await person.client.post('/api/user/getUser', {}, after(added))).body.user.data.roles).toEqual(['Voiceover Artist']);
  const removed = await person.client.post('/api/user/removeRole', { role: 'Voiceover Artist' });
  expect(removed.status).toBe(200);
  expect((await person.client.post('/api/user/getUser', {}, after(removed))).body.user.data.roles).toEqual([]);
  expectFieldErrors(await person.client.post('/api/user/addRole', { role: 'Juggler' }), ['role']);
  expectFieldErrors(await person.client.post('/api/user/removeRole', {}), ['role']);
});

it('an Idempotency-Key retry of addRole appends nothing twice', async () => {
  const person = await addPerson(world, [], 'Ida');
  const headers = { 'Idempotency-Key': `add-role-${person.userID}` };
  const first = await person.client.post('/api/user/addRole', { role: 'Reviewer' }, headers);
  const second = await person.client.post('/api/user/addRole', { role: 'Reviewer' }, headers);
  expect(first.status).toBe(200);
  expect(second.status).toBe(200);
  expect(second.headers.get('X-Position')).toBe(first.headers.get('X-Position'));
  expect((await person.client.post('/api/user/getUser', {}, after(second))).body.user.data.roles).toEqual(['Reviewer']);
});

it('checkLoggedIn answers {loggedIn} with and without a session', async () => {
  expect(await world.viewer.client.post('/api/user/checkLoggedIn', {})).toEqual(expect.objectContaining({ status: 200, body: { loggedIn: true } }));
  expect(await world.anonymous.post('/api/user/checkLoggedIn', {})).toEqual(expect.objectContaining({ status: 200, body: { loggedIn: false } }));
});

it('GET /api/getLockContentStatus answers {data {locked}}', async () => {
  const answer = await world.viewer.client.get('/api/getLockContentStatus');
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ data: { locked: expect.any(Boolean) } });
});

it('POST /api/logout ends the session: checkLoggedIn is false and calls get 401', async () => {
  const client = new HttpClient(world.app.url);
  const person = await addPerson(world, [], 'Leo');
  await client.signIn(person.email, PASSWORD);
  expect((await client.post('/api/user/checkLoggedIn', {})).body).toEqual({ loggedIn: true });
  expect((await client.post('/api/logout', {})).status).toBe(200);
  expect((await client.post('/api/user/checkLoggedIn', {})).body).toEqual({ loggedIn: false });
  expectError(await client.post('/api/user/getUser', {}), 401, 'unauthenticated');
  // Another session of the same user is not affected.
  expect((await person.client.post('/api/user/getUser', {})).status).toBe(200);
});

it('every own-user call answers 401 without a session', async () => {
  for (const [path, body] of [
    ['getUser', {}],
    ['getTeam', {}],
    ['updateAvatar', { src: 'https://example.com/a.png' }],
    ['updateData', { data: { degrees: [] } }],
    ['addRole', { role: 'Reviewer' }],
    ['removeRole', { role: 'Reviewer' }],
    ['removeDegree', { degree: 'BA' }],
  ] as const) {
    expectError(await world.anonymous.post(`/api/user/${path}`, body), 401, 'unauthenticated');
  }
});

it('own-profile calls need no grant: a user without grants may change own roles', async () => {
  expect((await world.nobody.client.post('/api/user/addRole', { role: 'Audio Editor' })).status).toBe(200);
  expect((await world.nobody.client.post('/api/user/getUser', {})).status).toBe(200);
});
