// Issue 2: "Every command answer carries the header X-Position (global position of its last event);
// every query honours X-Min-Position" and "A command retried with the same Idempotency-Key appends
// nothing twice". Checked over HTTP for every command of the slice, one table row per command.
import { API_PREFIX, allCalls } from '@wb/contracts';
import { startProjectsWorld, type ProjectsWorld } from '../projects/projectsWorld';
import { commandCases } from './commandCases';
import { eventCounter, expectPositioned, type EventCounter } from './commandsWorld';

let world: ProjectsWorld;
let events: EventCounter;
beforeAll(async () => {
  world = await startProjectsWorld();
  events = eventCounter(world);
});
afterAll(async () => {
  await events?.close();
  await world?.stop();
});

it('the table holds every command of the call registry, and only those', () => {
  const registry = allCalls()
    .filter((c) => c.kind === 'command')
    .map((c) => c.path)
    .sort();
  expect(commandCases.map((c) => c.path).sort()).toEqual(registry);
});

describe.each(commandCases.map((c) => [c.path, c] as const))('POST /api%s', (path, c) => {
  const url = `${API_PREFIX}${path}`;

  it(
    'answers 200 with a decimal X-Position, and a query given X-Min-Position of it sees the change',
    async () => {
      const { who, body, sees } = await c.prepare(world);
      const answer = await who.client.post(url, body);
      expectPositioned(answer);
      await sees(answer);
    },
    c.timeoutMs,
  );

  it(
    'answers a retry with the same Idempotency-Key with the first answer and position, appending nothing more',
    async () => {
      const { who, body, sees } = await c.prepare(world);
      const key = { 'Idempotency-Key': `retry ${path} ${who.userID} ${Date.now()}` };
      const before = await events.count();
      const first = await who.client.post(url, body, key);
      expectPositioned(first);
      const stored = await events.count();
      // The count sees the first call's events, so an unchanged count below means nothing was appended.
      expect(stored).toBeGreaterThan(before);
      const again = await who.client.post(url, body, key);
      expect({ status: again.status, body: again.body, position: again.headers.get('X-Position') }).toEqual({ status: first.status, body: first.body, position: first.headers.get('X-Position') });
      expect(await events.count()).toBe(stored);
      // The change shows once: a toggle is not undone, a create is not refused as a duplicate.
      await sees(again);
    },
    c.timeoutMs,
  );

  // A retry that ran the command again would find the change undone and append it anew. Commands
  // without an undo (create, access) cannot repeat without appending, so the test above covers them.
  const { undo } = c;
  if (undo)
    it('answers a retry after the change was undone with the first answer, without redoing it', async () => {
      const { who, body } = await c.prepare(world);
      const key = { 'Idempotency-Key': `undone ${path} ${who.userID} ${Date.now()}` };
      const first = await who.client.post(url, body, key);
      expectPositioned(first);
      const [undoPath, undoBody] = undo(body, first);
      expectPositioned(await who.client.post(`${API_PREFIX}${undoPath}`, undoBody));
      const stored = await events.count();
      const again = await who.client.post(url, body, key);
      expect({ status: again.status, body: again.body, position: again.headers.get('X-Position') }).toEqual({ status: first.status, body: first.body, position: first.headers.get('X-Position') });
      expect(await events.count()).toBe(stored);
    });
});
