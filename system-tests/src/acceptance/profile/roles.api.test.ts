// Issue 20, the profile: users add and remove their own roles (only roles not yet held are offered,
// and adding one again changes nothing) and keep a free-text list of degrees.
import { TaskTypes } from '@wb/contracts';
import { after, expectFieldErrors, startProjectsWorld, type ProjectsWorld } from '../projects/projectsWorld';
import { addPerson } from './profileWorld';

let world: ProjectsWorld;
beforeAll(async () => {
  world = await startProjectsWorld();
});
afterAll(async () => {
  await world?.stop();
});

it('adds and removes own roles among the six production roles, and refuses any other', async () => {
  const person = await addPerson(world, [], 'Rosa');
  expect(TaskTypes.map((t) => t.name)).toEqual(['Script Writer', 'Illustrator', 'Voiceover Artist', 'Audio Editor', 'Video Editor', 'Reviewer']);
  await person.client.post('/api/user/addRole', { role: 'Voiceover Artist' });
  const twice = await person.client.post('/api/user/addRole', { role: 'Voiceover Artist' });
  expect(twice.status).toBe(200);
  const added = await person.client.post('/api/user/addRole', { role: 'Reviewer' });
  expect((await person.client.post('/api/user/getUser', {}, after(added))).body.user.data.roles).toEqual(['Voiceover Artist', 'Reviewer']);
  const removed = await person.client.post('/api/user/removeRole', { role: 'Voiceover Artist' });
  expect((await person.client.post('/api/user/getUser', {}, after(removed))).body.user.data.roles).toEqual(['Reviewer']);
  expectFieldErrors(await person.client.post('/api/user/addRole', { role: 'Astronaut' }), ['role']);
  // Another user's roles are untouched by one's own profile calls.
  expect((await world.admin.client.post('/api/admin/getUser', { userID: world.viewer.userID })).body.user.data.roles).toEqual([]);
});

it('sets the degrees as a list, removes one, and bounds each', async () => {
  const person = await addPerson(world, [], 'Dev');
  const set = await person.client.post('/api/user/updateData', { data: { degrees: ['BA English', 'MFA Animation'] } });
  expect(set.status).toBe(200);
  expect((await person.client.post('/api/user/getUser', {}, after(set))).body.user.data.degrees).toEqual(['BA English', 'MFA Animation']);
  const removed = await person.client.post('/api/user/removeDegree', { degree: 'BA English' });
  expect((await person.client.post('/api/user/getUser', {}, after(removed))).body.user.data.degrees).toEqual(['MFA Animation']);
  expectFieldErrors(await person.client.post('/api/user/updateData', { data: { degrees: ['x'.repeat(5000)] } }), ['data']);
});
