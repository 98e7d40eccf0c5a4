// The content lock (spec 001 sections 2, 7): /admin/toggleLockContent (admin.reports) and
// /getLockContentStatus -> {data: {locked}} for any signed-in user; and /admin/stats -> data, the
// Stats tab's key/value counts.
import { addPerson } from '../adminUsers/adminWorld';
import { after, createFolder, createProject, expectError, startProjectsWorld, type Person, type ProjectsWorld } from '../projects/projectsWorld';

let world: ProjectsWorld;
let reporter: Person;
beforeAll(async () => {
  world = await startProjectsWorld();
  reporter = await addPerson(world, ['admin.reports'], 'Remy');
});
afterAll(async () => {
  await world?.stop();
});

const status = (who: Person, headers?: Record<string, string>) => who.client.get('/api/getLockContentStatus', headers);

describe('the content lock', () => {
  it('is off at first; a toggle turns it on for everyone, the next one off again', async () => {
    expect((await status(world.viewer)).body).toEqual({ data: { locked: false } });
    const on = await reporter.client.post('/api/admin/toggleLockContent', {});
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ ok: true, data: { locked: true } });
    expect(on.headers.get('X-Position')).toMatch(/^\d+$/);
    expect((await status(world.viewer, after(on))).body).toEqual({ data: { locked: true } });
    expect((await status(world.nobody, after(on))).body).toEqual({ data: { locked: true } });
    const off = await reporter.client.post('/api/admin/toggleLockContent');
    expect(off.body).toEqual({ ok: true, data: { locked: false } });
    expect((await status(world.viewer, after(off))).body).toEqual({ data: { locked: false } });
  });

  it('a toggle retried with the same Idempotency-Key flips it once and answers the same', async () => {
    const key = { 'Idempotency-Key': 'toggle-once' };
    const first = await reporter.client.post('/api/admin/toggleLockContent', {}, key);
    const again = await reporter.client.post('/api/admin/toggleLockContent', {}, key);
    expect(again.body).toEqual(first.body);
    expect((await status(world.viewer, after(again))).body).toEqual({ data: first.body.data });
    await reporter.client.post('/api/admin/toggleLockContent', {});
  });

  it('toggling needs admin.reports; the status needs a session', async () => {
    expectError(await world.projectAdmin.client.post('/api/admin/toggleLockContent', {}), 403, 'forbidden');
    expectError(await world.anonymous.post('/api/admin/toggleLockContent', {}), 401);
    expectError(await world.anonymous.get('/api/getLockContentStatus'), 401);
  });
});

describe('the stats', () => {
  it('answers key/value counts of users, projects, folders, labels and events by type, which follow the writes', async () => {
    const statist = await addPerson(world, ['admin.stats'], 'Stan');
    const first = await statist.client.post('/api/admin/stats', {});
    expect(first.status).toBe(200);
    const before = first.body.data as Record<string, number>;
    for (const key of ['users', 'projects', 'folders', 'resources', 'sceneLabels', 'events', 'events.UserAdded']) expect(before[key]).toEqual(expect.any(Number));
    for (const value of Object.values(before)) expect(Number.isInteger(value)).toBe(true);

    await createProject(world.editor, 'Counted project');
    await createFolder(world, 'Counted folder');
    const label = await world.admin.client.post('/api/admin/adminCreateSceneLabel', { name: 'Counted', color: 'red' });
    const now = (await statist.client.post('/api/admin/stats', {}, after(label))).body.data as Record<string, number>;
    expect(now.projects).toBe(before.projects! + 1);
    expect(now.folders).toBe(before.folders! + 1);
    expect(now.sceneLabels).toBe(before.sceneLabels! + 1);
    expect(now['events.SceneLabelCreated']).toBe((before['events.SceneLabelCreated'] ?? 0) + 1);
    expect(now.events!).toBeGreaterThan(before.events!);
  });

  it('needs admin.stats', async () => {
    expectError(await reporter.client.post('/api/admin/stats', {}), 403, 'forbidden');
  });
});
