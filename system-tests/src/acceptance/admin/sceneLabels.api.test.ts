// The Labels tab's calls (spec 001 sections 3, 5, 7): /admin/adminGetSceneLabels -> labels,
// /admin/adminCreateSceneLabel {name, color}, /admin/adminUpdateSceneLabel {labelID, name, color};
// colours default, red, orange, yellow, green, blue.
import { addPerson } from '../adminUsers/adminWorld';
import { after, expectError, expectFieldErrors, startProjectsWorld, type Person, type ProjectsWorld } from '../projects/projectsWorld';

let world: ProjectsWorld;
let labeller: Person;
beforeAll(async () => {
  world = await startProjectsWorld();
  labeller = await addPerson(world, ['admin.labels'], 'Lana');
});
afterAll(async () => {
  await world?.stop();
});

const post = (path: string, body: unknown, headers?: Record<string, string>) => labeller.client.post(`/api/admin/${path}`, body, headers);
const labelsAfter = async (command: Parameters<typeof after>[0]) => {
  const answer = await post('adminGetSceneLabels', {}, after(command));
  expect(answer.status).toBe(200);
  return answer.body.labels as { labelID: string; name: string; createdOn: string; data: { color: string } }[];
};

it('creates a label in each of the six colours and lists them by name with labelID, name and data.color', async () => {
  const colors = ['default', 'red', 'orange', 'yellow', 'green', 'blue'];
  let last = null;
  for (const color of colors) {
    last = await post('adminCreateSceneLabel', { name: `Colour ${color}`, color });
    expect(last.status).toBe(200);
    expect(last.body).toEqual({ label: { labelID: expect.any(String), name: `Colour ${color}`, data: { color } } });
    expect(last.headers.get('X-Position')).toMatch(/^\d+$/);
  }
  const labels = await labelsAfter(last!);
  expect(labels.map((l) => [l.name, l.data.color])).toEqual(colors.map((c) => [`Colour ${c}`, c]).sort(([a], [b]) => a!.localeCompare(b!)));
  expect(labels[0]).toEqual({ labelID: expect.any(String), name: expect.any(String), createdOn: expect.any(String), data: { color: expect.any(String) } });
});

it('updates a label: rename and recolour', async () => {
  const created = await post('adminCreateSceneLabel', { name: 'Draft', color: 'default' });
  const { labelID } = created.body.label;
  const updated = await post('adminUpdateSceneLabel', { labelID, name: 'Needs review', color: 'orange' });
  expect(updated.status).toBe(200);
  expect(updated.body).toEqual({ label: { labelID, name: 'Needs review', data: { color: 'orange' } } });
  expect((await labelsAfter(updated)).find((l) => l.labelID === labelID)).toEqual(expect.objectContaining({ name: 'Needs review', data: { color: 'orange' } }));
});

it('refuses a name another label holds (ignoring case) with 409, on create and on rename', async () => {
  await post('adminCreateSceneLabel', { name: 'Approved', color: 'green' });
  const again = await post('adminCreateSceneLabel', { name: 'APPROVED', color: 'red' });
  expectError(again, 409, 'labelNameTaken');
  expect(again.body.error.msg).toBe('A label with that name already exists.');
  const other = await post('adminCreateSceneLabel', { name: 'Rejected', color: 'red' });
  expectError(await post('adminUpdateSceneLabel', { labelID: other.body.label.labelID, name: 'approved', color: 'red' }), 409, 'labelNameTaken');
});

it("frees a label's old name when it is renamed", async () => {
  const created = await post('adminCreateSceneLabel', { name: 'Old label name', color: 'blue' });
  await post('adminUpdateSceneLabel', { labelID: created.body.label.labelID, name: 'New label name', color: 'blue' });
  expect((await post('adminCreateSceneLabel', { name: 'Old label name', color: 'yellow' })).status).toBe(200);
});

it.each([
  ['adminCreateSceneLabel', { name: 'Purple one', color: 'purple' }, 'color'],
  ['adminCreateSceneLabel', { name: '', color: 'red' }, 'name'],
  ['adminCreateSceneLabel', { name: 'x'.repeat(201), color: 'red' }, 'name'],
  ['adminCreateSceneLabel', { name: 'a\u0000b', color: 'red' }, 'name'],
  ['adminCreateSceneLabel', { color: 'red' }, 'name'],
  ['adminUpdateSceneLabel', { name: 'No id', color: 'red' }, 'labelID'],
  ['adminUpdateSceneLabel', { labelID: 'l', name: 'Bad colour', color: 'RED' }, 'color'],
])('%s refuses %j with 400 naming %s', async (path, body, field) => {
  expectFieldErrors(await post(path, body), [field]);
});

it("refuses a name of 10,000 characters with 413: the body is past the call's bound, refused before it is read", async () => {
  expectError(await post('adminCreateSceneLabel', { name: 'x'.repeat(10_000), color: 'red' }), 413, 'bodyTooLarge');
});

it('refuses an update of an unknown label with 404', async () => {
  expectError(await post('adminUpdateSceneLabel', { labelID: 'no-such-label', name: 'Ghost', color: 'red' }), 404, 'notFound');
});

it('needs admin.labels: 401 without a session, 403 for an admin of another area', async () => {
  const other = await addPerson(world, ['admin.resources'], 'Rolf');
  expectError(await world.anonymous.post('/api/admin/adminGetSceneLabels', {}), 401);
  expectError(await other.client.post('/api/admin/adminGetSceneLabels', {}), 403, 'forbidden');
  expectError(await other.client.post('/api/admin/adminCreateSceneLabel', { name: 'No', color: 'red' }), 403, 'forbidden');
});
