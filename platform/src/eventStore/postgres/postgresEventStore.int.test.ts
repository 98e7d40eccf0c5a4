import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { testEvent, testEventStore } from '../eventStore.contract';
import { testReadAsOf } from '../eventStore.asOf.contract';
import { testCounting } from '../eventStore.counting.contract';
import { testReadAllOfTypes } from '../eventStore.ofTypes.contract';
import { PostgresEventStore } from './postgresEventStore';
import { postgresHarness } from './postgresTestHarness';

testEventStore('PostgreSQL (server)', async () => {
  const database = await createTestDatabase('wbevents');
  return postgresHarness(database.pool, () => database.drop());
});

describe('PostgreSQL event store across processes', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('wbevents');
  });
  afterAll(async () => {
    await database.drop();
  });

  it('wakes a reader in another process (another store instance) through NOTIFY when events are appended', async () => {
    const writer = await PostgresEventStore.create(database.pool);
    const reader = await PostgresEventStore.create(database.pool);
    try {
      let hints = 0;
      const off = reader.onAppended(() => {
        hints += 1;
      });
      // The first hint comes once the LISTEN is in place (events may have been appended before).
      while (hints === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      const before = hints;
      const woken = new Promise<void>((resolve) => {
        const offWoken = reader.onAppended(() => {
          offWoken();
          resolve();
        });
      });
      await writer.appendToStream(`project-${randomUUID()}`, [testEvent()], { expectedRevision: 'noStream' });
      await woken;
      expect(hints).toBeGreaterThan(before);
      off();
    } finally {
      await writer.close();
      await reader.close();
    }
  });

  it('creating the store again, from several processes at once, keeps the stored events', async () => {
    const first = await PostgresEventStore.create(database.pool);
    const stream = `project-${randomUUID()}`;
    await first.appendToStream(stream, [testEvent()], { expectedRevision: 'noStream' });
    await Promise.all([PostgresEventStore.create(database.pool), PostgresEventStore.create(database.pool)]);
    expect((await first.readStream(stream)).length).toBe(1);
  });
});

testReadAllOfTypes('PostgreSQL (server)', async () => {
  const database = await createTestDatabase('wbevents');
  return postgresHarness(database.pool, () => database.drop());
});

testCounting('PostgreSQL (server)', async () => {
  const database = await createTestDatabase('wbevents');
  return postgresHarness(database.pool, () => database.drop());
});

testReadAsOf('PostgreSQL (server)', async () => {
  const database = await createTestDatabase('wbevents');
  return postgresHarness(database.pool, () => database.drop());
});
