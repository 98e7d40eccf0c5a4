import { Calls, Headers, POSITION_NOT_REACHED_RETRIES } from '@wb/contracts';
import { createApiClient, type FetchLike } from './apiClient';

interface Sent {
  url: string;
  init: RequestInit;
}

const fakeFetch = (answers: { status: number; body: unknown; position?: string; reached?: 'false' }[]) => {
  const sent: Sent[] = [];
  const fetchImpl: FetchLike = async (url, init) => {
    sent.push({ url, init });
    const a = answers.shift() ?? { status: 200, body: {} };
    return new Response(JSON.stringify(a.body), {
      status: a.status,
      headers: { ...(a.position ? { [Headers.position]: a.position } : {}), ...(a.reached ? { [Headers.positionReached]: a.reached } : {}) },
    });
  };
  return { sent, fetchImpl };
};
const header = (s: Sent | undefined, name: string) => (s?.init.headers as Record<string, string>)[name];

describe('the API client', () => {
  it('posts JSON with credentials to the registry path under /api', async () => {
    const { sent, fetchImpl } = fakeFetch([{ status: 200, body: { project: { projectID: 'p1' } } }]);
    const api = createApiClient(fetchImpl, () => 'key-1');
    const answer = await api.call(Calls.project.create, { name: 'Volcanoes', groups: [] });
    expect(answer.project.projectID).toBe('p1');
    expect(sent[0]?.url).toBe('/api/project/create');
    expect(sent[0]?.init.method).toBe('POST');
    expect(sent[0]?.init.credentials).toBe('include');
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ name: 'Volcanoes', groups: [] });
  });

  it("sends a GET's input as its query string, and nothing after the path without one", async () => {
    const { sent, fetchImpl } = fakeFetch([]);
    const api = createApiClient(fetchImpl, () => 'k');
    await api.call(Calls.notifications.getNotifications, { before: '41', limit: 20 });
    await api.call(Calls.notifications.getNotifications, undefined);
    await api.call(Calls.notifications.getNotifications, { before: undefined });
    expect(sent.map((s) => s.url)).toEqual(['/api/notifications/getNotifications?before=41&limit=20', '/api/notifications/getNotifications', '/api/notifications/getNotifications']);
    expect(sent[0]?.init.body).toBeUndefined();
  });

  it('sends an idempotency key on commands only', async () => {
    const { sent, fetchImpl } = fakeFetch([
      { status: 200, body: { ok: true } },
      { status: 200, body: { groups: [] } },
    ]);
    const api = createApiClient(fetchImpl, () => 'key-1');
    await api.call(Calls.project.updateName, { projectID: 'p1', name: 'x' });
    await api.call(Calls.project.getProjectGroups, {});
    expect(header(sent[0], Headers.idempotencyKey)).toBe('key-1');
    expect(header(sent[1], Headers.idempotencyKey)).toBeUndefined();
  });

  it('sends back the highest position seen from command answers so queries read their writes', async () => {
    const { sent, fetchImpl } = fakeFetch([
      { status: 200, body: { ok: true }, position: '42' },
      { status: 200, body: { ok: true }, position: '17' },
      { status: 200, body: { groups: [] } },
    ]);
    const api = createApiClient(fetchImpl, () => 'k');
    await api.call(Calls.project.updateName, { projectID: 'p1', name: 'x' });
    await api.call(Calls.project.updateName, { projectID: 'p1', name: 'y' });
    await api.call(Calls.project.getProjectGroups, {});
    expect(header(sent[0], Headers.minPosition)).toBeUndefined();
    expect(header(sent[2], Headers.minPosition)).toBe('42');
  });

  it("shows the server's error.msg, keeping its code and details", async () => {
    const { fetchImpl } = fakeFetch([{ status: 409, body: { error: { msg: 'Uh oh', code: 'projectNameTaken', details: { projectID: 'p9' } } } }]);
    const api = createApiClient(fetchImpl);
    await expect(api.call(Calls.project.create, { name: 'x', groups: [] })).rejects.toMatchObject({
      message: 'Uh oh',
      status: 409,
      code: 'projectNameTaken',
      details: { projectID: 'p9' },
    });
  });

  it("answers anything else with 'Something happened' and an emoji", async () => {
    const { fetchImpl } = fakeFetch([{ status: 500, body: 'boom' }]);
    const api = createApiClient(fetchImpl);
    await expect(api.call(Calls.project.getProjectGroups, {})).rejects.toMatchObject({ message: 'Something happened 😵' });
    const offline = createApiClient(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline.call(Calls.project.getProjectGroups, {})).rejects.toMatchObject({ message: 'Something happened 😵', status: 0 });
  });

  it('marks a 401 as a missing session', async () => {
    const { fetchImpl } = fakeFetch([{ status: 401, body: { error: { msg: 'Please sign in.', code: 'unauthenticated' } } }]);
    const api = createApiClient(fetchImpl);
    await expect(api.call(Calls.project.getProjectGroups, {})).rejects.toMatchObject({ isUnauthenticated: true });
  });

  it('asks GET /auth/connections for the single sign-on buttons', async () => {
    const { sent, fetchImpl } = fakeFetch([{ status: 200, body: { connections: [{ name: 'google' }] } }]);
    const api = createApiClient(fetchImpl);
    await expect(api.ssoConnections()).resolves.toEqual([{ name: 'google', label: 'Google' }]);
    expect(sent[0]?.url).toBe('/auth/connections');
    expect(sent[0]?.init.method).toBe('GET');
  });

  it('asks a query again while its answer says the read models had not reached our writes, and takes the first that had', async () => {
    const { sent, fetchImpl } = fakeFetch([
      { status: 200, body: { ok: true }, position: '42' },
      { status: 404, body: { error: { msg: 'That kit was not found.', code: 'notFound' } }, reached: 'false' },
      { status: 200, body: { groups: ['made'] } },
    ]);
    const api = createApiClient(fetchImpl);
    await api.call(Calls.project.updateName, { projectID: 'p1', name: 'x' });
    await expect(api.call(Calls.project.getProjectGroups, {})).resolves.toEqual({ groups: ['made'] });
    expect(sent.slice(1).map((s) => header(s, Headers.minPosition))).toEqual(['42', '42']);
  });

  it('gives up after its retries and answers what the last one said', async () => {
    const stale = { status: 200, body: { groups: ['old'] }, reached: 'false' as const };
    const { sent, fetchImpl } = fakeFetch(Array.from({ length: POSITION_NOT_REACHED_RETRIES + 2 }, () => stale));
    const api = createApiClient(fetchImpl);
    await expect(api.call(Calls.project.getProjectGroups, {})).resolves.toEqual({ groups: ['old'] });
    expect(sent).toHaveLength(1 + POSITION_NOT_REACHED_RETRIES);
  });

  it('never sends a command twice for such a header', async () => {
    const { sent, fetchImpl } = fakeFetch([{ status: 200, body: { ok: true }, position: '7', reached: 'false' }]);
    const api = createApiClient(fetchImpl);
    await api.call(Calls.project.updateName, { projectID: 'p1', name: 'x' });
    expect(sent).toHaveLength(1);
  });
});
