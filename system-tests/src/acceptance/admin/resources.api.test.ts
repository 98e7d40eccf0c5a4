// The Resources tab's calls (spec 001 sections 3, 5, 7): /resources/getAll -> resources,
// /resources/save {resourceID?, name, data{attribution, copyright, link, notes, projects, image},
// projectsToRemove}, /admin/adminDeleteResource {resourceID}; name, source link and copyright are
// required ('Please fill out the required fields.'), copyright one of CC, CC-BY, CC-BY-SA, Public Domain.
// A new image is one the saver uploaded for a resource (issue 16).
import { addPerson } from '../adminUsers/adminWorld';
import { uploadedFile } from '../assets/storedUploads';
import { eventCounter } from '../commands/commandsWorld';
import { after, createProject, expectError, expectFieldErrors, startProjectsWorld, type Person, type ProjectsWorld } from '../projects/projectsWorld';

const REQUIRED = 'Please fill out the required fields.';
/** A resource's data without an image: what the cases refused before any upload is looked at use. */
const bare = { attribution: 'OpenStax', copyright: 'CC-BY', link: 'https://openstax.org/cell', notes: 'Chapter 4', projects: [] as string[], image: '' };

let world: ProjectsWorld;
let curator: Person;
/** With an image the curator uploaded for a resource. */
let data: typeof bare;
beforeAll(async () => {
  world = await startProjectsWorld();
  curator = await addPerson(world, ['admin.resources'], 'Cora');
  data = { ...bare, image: (await uploadedFile(curator, 'cell.png', 'resource')).url };
});
afterAll(async () => {
  await world?.stop();
});

const save = (body: unknown, who: Person = curator) => who.client.post('/api/resources/save', body);
const list = async (command: Parameters<typeof after>[0], who: Person = curator) => {
  const answer = await who.client.post('/api/resources/getAll', {}, after(command));
  expect(answer.status).toBe(200);
  return answer.body.resources as { resourceID: string; name: string; status: number; createdOn: string; data: typeof bare; projects: { projectID: string; name: string }[] }[];
};

it('save without a resourceID creates one, answers its id with X-Position, and getAll lists it active with its data', async () => {
  const answer = await save({ name: 'Cell diagram', data, projectsToRemove: [] });
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ resourceID: expect.any(String) });
  expect(answer.headers.get('X-Position')).toMatch(/^\d+$/);
  const found = (await list(answer)).find((r) => r.resourceID === answer.body.resourceID);
  expect(found).toEqual({ resourceID: answer.body.resourceID, name: 'Cell diagram', status: 1, createdOn: expect.any(String), data, projects: [] });
});

it('refuses a save without name, source link and copyright with the spec message, naming each field, and records nothing', async () => {
  const events = eventCounter(world);
  try {
    const before = await events.count();
    const answer = await save({ name: '  ', data: { ...data, link: '', copyright: '' }, projectsToRemove: [] });
    expectError(answer, 400, 'validation');
    expect(answer.body.error.msg).toBe(REQUIRED);
    expect(Object.keys(answer.body.error.fields).sort()).toEqual(['data.copyright', 'data.link', 'name']);
    const missing = await save({ data: { attribution: 'Only this' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.msg).toBe(REQUIRED);
    expect(Object.keys(missing.body.error.fields).sort()).toEqual(['data.copyright', 'data.link', 'name']);
    expect(await events.count()).toBe(before);
  } finally {
    await events.close();
  }
});

it('takes attribution, projects, notes and image as optional', async () => {
  const answer = await save({ name: 'Bare', data: { link: 'https://example.org/bare', copyright: 'Public Domain' } });
  expect(answer.status).toBe(200);
  const found = (await list(answer)).find((r) => r.resourceID === answer.body.resourceID);
  expect(found?.data).toEqual({ attribution: '', copyright: 'Public Domain', link: 'https://example.org/bare', notes: '', projects: [], image: '' });
});

it.each([
  ['a copyright outside the four options', { ...bare, copyright: 'All rights reserved' }, 'data.copyright'],
  ['a source link that is not a web address', { ...bare, link: 'javascript:alert(1)' }, 'data.link'],
  ['an image from outside the upload store', { ...bare, image: 'https://evil.example/x.png' }, 'data.image'],
  ['an image path that climbs out', { ...bare, image: '/api/v1/blobs/../secret' }, 'data.image'],
  ['a NUL in the notes', { ...bare, notes: 'a\u0000b' }, 'data.notes'],
  ['notes of 10,000 characters', { ...bare, notes: 'x'.repeat(10_000) }, 'data.notes'],
])('refuses %s with 400 naming the field', async (_what, bad, field) => {
  expectFieldErrors(await save({ name: 'Bad', data: bad }), [field]);
});

it('accepts each of the four copyright options', async () => {
  for (const copyright of ['CC', 'CC-BY', 'CC-BY-SA', 'Public Domain']) {
    expect((await save({ name: `Licensed ${copyright}`, data: { ...data, copyright } })).status).toBe(200);
  }
});

it('save with a resourceID changes it; projectsToRemove unlinks projects; project names come along', async () => {
  const p1 = await createProject(world.editor, 'Photosynthesis resources');
  const p2 = await createProject(world.editor, 'Mitosis resources');
  const created = await save({ name: 'Leaf', data: { ...data, projects: [p1, p2] } });
  const resourceID = created.body.resourceID as string;
  expect((await list(created)).find((r) => r.resourceID === resourceID)?.projects).toEqual([
    { projectID: p1, name: 'Photosynthesis resources' },
    { projectID: p2, name: 'Mitosis resources' },
  ]);
  const changed = await save({ resourceID, name: 'Leaf cross-section', data: { ...data, copyright: 'CC-BY-SA', projects: [p1, p2] }, projectsToRemove: [p2] });
  expect(changed.status).toBe(200);
  expect(changed.body).toEqual({ resourceID });
  const found = (await list(changed)).find((r) => r.resourceID === resourceID);
  expect(found).toEqual(
    expect.objectContaining({ name: 'Leaf cross-section', data: { ...data, copyright: 'CC-BY-SA', projects: [p1] }, projects: [{ projectID: p1, name: 'Photosynthesis resources' }] }),
  );
});

it('refuses a save of an unknown resourceID with 404', async () => {
  expectError(await save({ resourceID: 'no-such-resource', name: 'Ghost', data }), 404, 'notFound');
});

it('adminDeleteResource deletes it: it stays listed with status 0, cannot be changed, and deleting again changes nothing', async () => {
  const created = await save({ name: 'Doomed', data });
  const resourceID = created.body.resourceID as string;
  const deleted = await curator.client.post('/api/admin/adminDeleteResource', { resourceID });
  expect(deleted.status).toBe(200);
  expect(deleted.body).toEqual({ ok: true });
  expect((await list(deleted)).find((r) => r.resourceID === resourceID)?.status).toBe(0);
  expectError(await save({ resourceID, name: 'Back', data }), 409, 'invalidState');
  expect((await curator.client.post('/api/admin/adminDeleteResource', { resourceID })).status).toBe(200);
  expectError(await curator.client.post('/api/admin/adminDeleteResource', { resourceID: 'unknown' }), 404, 'notFound');
  expectFieldErrors(await curator.client.post('/api/admin/adminDeleteResource', {}), ['resourceID']);
});

it('needs admin.resources: 401 without a session, 403 for an admin of another area', async () => {
  const other = await addPerson(world, ['admin.labels'], 'Otto');
  expectError(await world.anonymous.post('/api/resources/getAll', {}), 401);
  expectError(await other.client.post('/api/resources/getAll', {}), 403, 'forbidden');
  expectError(await save({ name: 'No', data }, other), 403, 'forbidden');
  expectError(await other.client.post('/api/admin/adminDeleteResource', { resourceID: 'x' }), 403, 'forbidden');
});

describe("a resource's image", () => {
  /** A well-formed address of a resource upload under which nothing was ever stored. */
  const NO_FILE = '/api/v1/blobs/resource/2026/01/0b7e4c7e-5d52-4a55-9a3e-1f2e3d4c5b6a.png';

  it("refuses what is not the saver's own upload for a resource, naming data.image, on a create and a change, and records nothing", async () => {
    const colleague = await addPerson(world, ['admin.resources'], 'Cole');
    const existing = await save({ name: 'Kept image', data });
    const refusals: [string, string, string][] = [
      ["another curator's upload", (await uploadedFile(colleague, 'theirs.png', 'resource')).url, 'That file was uploaded by someone else: upload it yourself.'],
      ['an address where nothing is stored', NO_FILE, 'No file is stored at that address.'],
      ["the saver's own upload made as an avatar", (await uploadedFile(curator, 'me.png', 'avatar')).url, "A resource's image must be an image uploaded for a resource (png, jpeg, jpg)."],
    ];
    const events = eventCounter(world);
    try {
      const before = await events.count();
      for (const [what, image, message] of refusals) {
        for (const body of [
          { name: 'Borrowed', data: { ...data, image } },
          { resourceID: existing.body.resourceID, name: 'Kept image', data: { ...data, image } },
        ]) {
          const answer = await save(body);
          expectFieldErrors(answer, ['data.image']);
          expect({ what, error: answer.body.error }).toEqual({ what, error: expect.objectContaining({ msg: message, fields: { 'data.image': message } }) });
        }
      }
      expect(await events.count()).toBe(before);
    } finally {
      await events.close();
    }
    expect((await list(existing)).find((r) => r.resourceID === existing.body.resourceID)?.data.image).toBe(data.image);
  });

  it('lets another curator change a resource and keep the image it has, which they did not upload', async () => {
    const colleague = await addPerson(world, ['admin.resources'], 'Kai');
    const created = await save({ name: 'Shared', data });
    const changed = await save({ resourceID: created.body.resourceID, name: 'Shared, renamed', data }, colleague);
    expect(changed.status).toBe(200);
    expect((await list(changed)).find((r) => r.resourceID === created.body.resourceID)).toMatchObject({ name: 'Shared, renamed', data: { image: data.image } });
  });
});
