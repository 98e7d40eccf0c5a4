// An avatar is an image its user uploaded as an avatar (issue 16): every teammate sees it, and so may
// read the file it names. /user/updateAvatar refuses another user's upload, an address where nothing
// is stored, an address of no upload and one's own upload made for something else, with 400 naming
// src and nothing recorded; one's own avatar upload is taken, recorded as the stored file's address.
import { uploadedFile } from '../assets/storedUploads';
import { after, expectFieldErrors, startProjectsWorld, type ProjectsWorld } from '../projects/projectsWorld';
import { addPerson } from './adminWorld';

jest.setTimeout(60_000);

let world: ProjectsWorld;
beforeAll(async () => {
  world = await startProjectsWorld();
});
afterAll(async () => {
  await world?.stop();
});

/** A well-formed address of an avatar upload under which nothing was ever stored. */
const NO_FILE = '/api/v1/blobs/avatar/2026/01/0b7e4c7e-5d52-4a55-9a3e-1f2e3d4c5b6a.png';

it("refuses what is not one's own avatar upload, naming src, and records nothing", async () => {
  const person = await addPerson(world, [], 'Ama');
  const other = await addPerson(world, [], 'Oli');
  const refusals: [string, string, string][] = [
    ["another user's avatar", (await uploadedFile(other, 'oli.png', 'avatar')).url, 'That file was uploaded by someone else: upload it yourself.'],
    ['an address where nothing is stored', NO_FILE, 'No file is stored at that address.'],
    ['an image elsewhere on the web', 'https://example.com/avatars/ama.png', 'That is not the address of an uploaded file.'],
    ["one's own upload for the pronunciation guide", (await uploadedFile(person, 'word.mp3', 'pronunciation')).url, 'An avatar must be an image uploaded as an avatar (png, jpeg, jpg).'],
  ];
  for (const [what, src, message] of refusals) {
    const before = await world.app.lastEventPosition();
    const answer = await person.client.post('/api/user/updateAvatar', { src });
    expectFieldErrors(answer, ['src']);
    expect({ what, error: answer.body.error }).toEqual({ what, error: expect.objectContaining({ msg: message, fields: { src: message } }) });
    expect(await world.app.lastEventPosition()).toEqual(before);
  }
  expect((await person.client.post('/api/user/getUser', {})).body.user.avatar).toBeNull();
});

it("takes one's own avatar upload, shown to the team, and records it without the host a call wrote it with", async () => {
  const person = await addPerson(world, [], 'Hana');
  const { url } = await uploadedFile(person, 'hana.png', 'avatar');
  const answer = await person.client.post('/api/user/updateAvatar', { src: `https://elsewhere.example${url}` });
  expect(answer.status).toBe(200);
  const seen = await world.viewer.client.post('/api/user/getUser', { userID: person.userID }, after(answer));
  expect(seen.body.user.avatar).toBe(url);
  expect((await world.viewer.client.get(url, after(answer))).status).toBe(200);
});
