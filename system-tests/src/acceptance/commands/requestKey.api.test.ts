// Idempotency-Key over HTTP (issue 7): an empty key is no key, and a key reused with a different input
// answers 422 and appends nothing.
import { Pool } from 'pg';
import { after, expectError, startProjectsWorld, type ProjectsWorld } from '../projects/projectsWorld';

let world: ProjectsWorld;
let events: Pool;
beforeAll(async () => {
  world = await startProjectsWorld();
  events = new Pool({ connectionString: world.app.databaseUrl, max: 1 });
});
afterAll(async () => {
  await events?.end();
  await world?.stop();
});

const eventCount = async (): Promise<number> => Number((await events.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]?.n);

describe('a request key', () => {
  it('reused by the same user with a different input answers 422 and appends nothing', async () => {
    const headers = { 'Idempotency-Key': 'create-once' };
    const first = await world.editor.client.post('/api/project/create', { name: 'Glaciers', groups: [] }, headers);
    expect(first.status).toBe(200);
    const before = await eventCount();
    const reused = await world.editor.client.post('/api/project/create', { name: 'Volcanoes', groups: [] }, headers);
    expect(reused.status).toBe(422);
    expect(reused.body.error).toEqual(
      expect.objectContaining({
        code: 'requestKeyReused',
        msg: 'This request key was already used for a different request.',
        fields: { 'Idempotency-Key': expect.any(String) },
      }),
    );
    expect(await eventCount()).toBe(before);
    expectError(await world.editor.client.post('/api/project/getProjectByName', { projectName: 'Volcanoes' }, after(first)), 404);
  });

  it('sent again with the same input in another key order answers the first answer', async () => {
    const headers = { 'Idempotency-Key': 'same-input' };
    const first = await world.editor.client.post('/api/project/create', { name: 'Rivers', groups: [] }, headers);
    const before = await eventCount();
    const again = await world.editor.client.post('/api/project/create', { groups: [], name: 'Rivers' }, headers);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await eventCount()).toBe(before);
  });

  it('that is empty is no key: the second request is decided on its own', async () => {
    const headers = { 'Idempotency-Key': '' };
    const first = await world.editor.client.post('/api/project/create', { name: 'Deserts', groups: [] }, headers);
    expect(first.status).toBe(200);
    const second = await world.editor.client.post('/api/project/create', { name: 'Deserts', groups: [] }, headers);
    expect(second.status).toBe(409);
    const other = await world.editor.client.post('/api/project/create', { name: 'Oceans', groups: [] }, headers);
    expect(other.status).toBe(200);
    expect(other.body).not.toEqual(first.body);
  });
});
