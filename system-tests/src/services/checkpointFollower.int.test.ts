// The query API of the distributed mode learns of projection progress only from the checkpoints the
// projectors store: it must wait for every projection to pass a position, and tell its listeners.
import { randomUUID } from 'node:crypto';
import type { EventPosition } from '@wb/contracts';
import { createTestDatabase, PostgresEventStore, prepareProjectionTables, type EventToAppend, type ProjectionRunner, type TestDatabase } from '@wb/platform';
import { followCheckpoints } from '@wb/gateway/services/checkpointFollower';

const event = (): EventToAppend => ({
  type: 'ProjectAccessed',
  data: { projectID: randomUUID() },
  metadata: { eventId: randomUUID(), causationId: 'c', correlationId: 'r', userID: 1, time: '2024-05-01T10:00:00.000Z', schemaVersion: 1 },
});

let database: TestDatabase;
let store: PostgresEventStore;
let follower: ProjectionRunner;
let position: EventPosition;

const moveCheckpoint = (name: string, p: EventPosition) =>
  database.pool.query('UPDATE projection_checkpoints SET transaction_id = $2, global_position = $3 WHERE projection = $1', [name, p.transactionId.toString(), p.globalPosition.toString()]);

beforeAll(async () => {
  database = await createTestDatabase('wbfollow');
  store = await PostgresEventStore.create(database.pool);
  await prepareProjectionTables(database.pool, []);
  await database.pool.query(`INSERT INTO projection_checkpoints (projection, transaction_id, global_position) VALUES ('a', 0, 0), ('b', 0, 0)`);
  position = (await store.appendToStream(`project-${randomUUID()}`, [event()], { expectedRevision: 'noStream' })).position;
  follower = await followCheckpoints({
    pool: database.pool,
    eventStore: store,
    projections: [
      { name: 'a', version: 1 },
      { name: 'b', version: 1 },
    ],
  });
});

afterAll(async () => {
  await follower?.stop();
  await store?.close();
  await database?.drop();
});

it('waits until every projection has passed the position, and reports each move', async () => {
  const changes: string[][] = [];
  follower.onChange((names) => changes.push(names));
  expect(await follower.waitForPosition(position.globalPosition, 100)).toBe(false);

  await moveCheckpoint('a', position);
  expect(await follower.waitForPosition(position.globalPosition, 200)).toBe(false);

  const waiting = follower.waitForPosition(position.globalPosition, 2000);
  await moveCheckpoint('b', position);
  expect(await waiting).toBe(true);
  expect(changes.flat().sort()).toEqual(['a', 'b']);
  expect(follower.status().map((s) => [s.name, s.checkpoint])).toEqual([
    ['a', `${position.transactionId}/${position.globalPosition}`],
    ['b', `${position.transactionId}/${position.globalPosition}`],
  ]);
});

it('gives up on a position that no event has', async () => {
  expect(await follower.waitForPosition(position.globalPosition + 1000n, 100)).toBe(false);
});

it('shows the version of the serving tables and the progress of a rebuild the projectors run', async () => {
  await database.pool.query("UPDATE projection_checkpoints SET version = 1 WHERE projection = 'a'");
  await database.pool.query("INSERT INTO projection_rebuilds (projection, version, transaction_id, global_position, applied_events, total_events) VALUES ('a', 2, 0, 0, 300, 1200)");
  // The follower reads status every 2 seconds.
  const deadline = Date.now() + 5000;
  while (follower.status()[0]?.rebuild === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(follower.status()[0]).toEqual(expect.objectContaining({ name: 'a', version: 1, rebuild: { version: 2, appliedEvents: 300, totalEvents: 1200 } }));
  expect(follower.status()[1]).toEqual(expect.objectContaining({ name: 'b', rebuild: null }));
});
