import { Messages } from '@wb/contracts';
import { addUserWithGrants, startHarness, type Harness } from '../testing/commandApiHarness';

let h: Harness;
const editor = 10;
const viewer = 11;
const stranger = 12;
const otherEditor = 13;

beforeAll(async () => {
  h = await startHarness();
  await addUserWithGrants(h, editor, ['content.projects-edit']);
  await addUserWithGrants(h, viewer, ['content.projects-view']);
  await addUserWithGrants(h, stranger, []);
  await addUserWithGrants(h, otherEditor, ['content.projects-edit']);
});
afterAll(async () => h.close());

const create = (name: string, as = editor, headers: Record<string, string> = {}) => h.post('/api/project/create', { name }, { as, headers });

describe('POST /api/project/create', () => {
  it('answers the new project id and the position of its event', async () => {
    const res = await create('Photosynthesis');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { project: { projectID: string } };
    expect(body.project.projectID).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('X-Position')).toMatch(/^\d+$/);
    const events = await h.eventStore.readStream(`project-${body.project.projectID}`);
    expect(events.map((e) => e.type)).toEqual(['ProjectCreated']);
    expect(events[0]!.metadata).toMatchObject({ userID: editor, schemaVersion: 1 });
  });

  it('lets exactly one of two concurrent creates of one name win; the other is told it exists', async () => {
    const [a, b] = await Promise.all([create('The Moon'), create('  the moon ', viewer)]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    const loser = a.status === 200 ? b : a;
    const { project } = (await winner.json()) as { project: { projectID: string } };
    expect(await loser.json()).toEqual({ error: { msg: Messages.projectExists, code: 'projectNameTaken', fields: {}, details: { projectID: project.projectID } } });
  });

  it('offers to revive when the name belongs to a deleted project', async () => {
    const { project } = (await (await create('Volcanoes')).json()) as { project: { projectID: string } };
    expect((await h.post('/api/project/updateStatus', { projectID: project.projectID, status: 0 }, { as: editor })).status).toBe(200);
    const res = await create('VOLCANOES');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: { msg: Messages.projectExistsDeleted, code: 'projectNameDeleted', fields: {}, details: { projectID: project.projectID } } });
  });

  it('answers a retried create (same Idempotency-Key) with its first answer and appends nothing', async () => {
    const headers = { 'Idempotency-Key': 'create-rivers-1' };
    const first = await create('Rivers', editor, headers);
    const firstBody = await first.json();
    const countAfterFirst = await h.eventCount();
    const again = await create('Rivers', editor, headers);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(firstBody);
    expect(again.headers.get('X-Position')).toBe(first.headers.get('X-Position'));
    expect(await h.eventCount()).toBe(countAfterFirst);
  });

  it('writes one project for two concurrent identical requests', async () => {
    const headers = { 'Idempotency-Key': 'create-lakes-1' };
    const [a, b] = await Promise.all([create('Lakes', editor, headers), create('Lakes', editor, headers)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const body = (await a.json()) as { project: { projectID: string } };
    expect(await b.json()).toEqual(body);
    // The project's own stream, read whole: reading all events would stop short of any transaction still
    // open on the server (another database's included), which says nothing about this store.
    const stream = await h.eventStore.readStream(`project-${body.project.projectID}`);
    expect(stream.filter((e) => e.type === 'ProjectCreated')).toHaveLength(1);
  });

  it('refuses a missing name with the field and appends nothing', async () => {
    const before = await h.eventCount();
    const res = await h.post('/api/project/create', { name: '   ' }, { as: editor });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('validation');
    expect(body.error.fields.name).toBe('Name is required');
    expect(await h.eventCount()).toBe(before);
  });

  it('asks to sign in without a session', async () => {
    const res = await h.post('/api/project/create', { name: 'Anonymous' });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { msg: string } }).error.msg).toBe(Messages.signInRequired);
  });
});

describe('renaming and status', () => {
  let projectID: string;
  beforeAll(async () => {
    ({
      project: { projectID },
    } = (await (await create('Glaciers')).json()) as { project: { projectID: string } });
  });

  it('refuses a rename without project edit', async () => {
    const res = await h.post('/api/project/updateName', { projectID, name: 'Ice' }, { as: viewer });
    expect(res.status).toBe(403);
  });

  it('renames, freeing the old name for a new project', async () => {
    expect((await h.post('/api/project/updateName', { projectID, name: 'Ice Sheets' }, { as: editor })).status).toBe(200);
    expect((await create('Glaciers')).status).toBe(200);
    expect((await create('ice sheets')).status).toBe(409);
  });

  it('lets only owners and admins archive', async () => {
    const res = await h.post('/api/project/updateStatus', { projectID, status: 2 }, { as: otherEditor });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { msg: string } }).error.msg).toBe(Messages.onlyOwners);
    const viewerTry = await h.post('/api/project/updateStatus', { projectID, status: 2 }, { as: viewer });
    expect(viewerTry.status).toBe(403);
    expect((await h.post('/api/project/updateStatus', { projectID, status: 2 }, { as: editor })).status).toBe(200);
  });

  it('answers an archive of an archived project with 200, a position and no event', async () => {
    const before = await h.eventCount();
    const res = await h.post('/api/admin/projects/archive', { projectID }, { as: 1 });
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Position')).toMatch(/^\d+$/);
    expect(await h.eventCount()).toBe(before);
    expect((await h.post('/api/admin/projects/revive', { projectID }, { as: 1 })).status).toBe(200);
  });

  it('refuses an invalid transition with 409', async () => {
    const { project } = (await (await create('Icebergs')).json()) as { project: { projectID: string } };
    expect((await h.post('/api/project/updateStatus', { projectID: project.projectID, status: 0 }, { as: editor })).status).toBe(200);
    const res = await h.post('/api/admin/projects/archive', { projectID: project.projectID }, { as: 1 });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalidState');
  });

  it('needs admin.projects for the admin calls', async () => {
    expect((await h.post('/api/admin/projects/delete', { projectID }, { as: editor })).status).toBe(403);
  });

  it('answers 404 for an unknown project', async () => {
    expect((await h.post('/api/project/accessProject', { projectID: 'no-such-project' }, { as: viewer })).status).toBe(404);
  });

  it('joins a non-member who opens the project', async () => {
    expect((await h.post('/api/project/accessProject', { projectID }, { as: viewer })).status).toBe(200);
    const types = (await h.eventStore.readStream(`project-${projectID}`)).map((e) => e.type);
    expect(types.slice(-2)).toEqual(['ProjectAccessed', 'ProjectMemberJoined']);
  });

  it('lets a viewer subscribe themself but not others', async () => {
    expect((await h.post('/api/project/subscribeToProject', { projectIDs: [projectID], subscribed: true }, { as: viewer })).status).toBe(200);
    expect((await h.post('/api/project/subscribeToProject', { projectIDs: [projectID], userIDs: [stranger], subscribed: true }, { as: viewer })).status).toBe(403);
    expect((await h.post('/api/project/subscribeToProject', { projectIDs: [projectID], userIDs: [stranger], subscribed: true }, { as: editor })).status).toBe(200);
  });
});
