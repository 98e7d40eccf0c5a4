import { createQueryHarness, type QueryHarness } from '../testing/queryHarness';
import { ADMIN, seedUsers, VIEWER } from '../testing/querySeed';

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

  it('holds at most 5 open streams per session: the sixth is refused with 429 and its reason, until one closes', async () => {
    const open = async () => {
      const controller = new AbortController();
      const res = await fetch(`${h.url}/events`, { headers: { 'X-Test-User': String(VIEWER) }, signal: controller.signal });
      return { res, close: () => controller.abort() };
    };
    const streams = [];
    for (let i = 0; i < 5; i++) streams.push(await open());
    expect(streams.map((s) => s.res.status)).toEqual([200, 200, 200, 200, 200]);
    const refused = await open();
    expect(refused.res.status).toBe(429);
    expect(((await refused.res.json()) as { error: unknown }).error).toEqual({
      code: 'rateLimited',
      fields: {},
      msg: 'Too many live update streams are open for this session (at most 5). Close another tab of Whiteboard Studio, then reload this one.',
    });
    // Another user's streams are counted apart.
    const other = await fetch(`${h.url}/events`, { headers: { 'X-Test-User': String(ADMIN) }, signal: AbortSignal.timeout(2_000) }).catch(() => null);
    expect(other?.status).toBe(200);
    streams[0]?.close();
    let reopened = 429;
    for (let tries = 0; tries < 50 && reopened !== 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const again = await open();
      reopened = again.res.status;
      if (reopened === 200) streams.push(again);
    }
    expect(reopened).toBe(200);
    for (const s of streams) s.close();
  });
});
