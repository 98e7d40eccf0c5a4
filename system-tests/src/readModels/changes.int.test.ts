import { createQueryHarness, type QueryHarness } from '../testing/queryHarness';
import { ADMIN, seedUsers } from '../testing/querySeed';

describe('GET /events (server-sent events)', () => {
  let h: QueryHarness;
  beforeAll(async () => {
    h = await createQueryHarness();
    await seedUsers(h);
    await h.settle();
  });
  afterAll(async () => {
    await h.close();
  });

  it('answers 401 without a session', async () => {
    const res = await fetch(`${h.url}/events`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthenticated');
  });

  it('tells a signed-in client which read models changed after an append', async () => {
    const controller = new AbortController();
    const res = await fetch(`${h.url}/events`, { headers: { 'X-Test-User': String(ADMIN) }, signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const read = async () => {
      while (!/event: change\ndata: .*folders/.test(received)) {
        const { value, done } = await reader.read();
        if (done) return;
        received += decoder.decode(value);
      }
    };
    await h.append('folder-x', { type: 'FolderCreated', data: { projectGroupID: 'x', name: 'X' } });
    await read();
    controller.abort();
    const changed = [...received.matchAll(/event: change\ndata: (.*)\n\n/g)].flatMap((m) => JSON.parse(m[1]!).projections as string[]);
    expect(changed).toContain('folders');
  });
});
