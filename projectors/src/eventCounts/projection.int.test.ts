import type { AnyRecordedEvent } from '@wb/contracts';
import { createHarness, type Harness } from '../testing/harness';
import { eventCountsProjection } from './projection';

describe('event counts projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given events of several types, expect a count per type, the same in batches as one by one', async () => {
    await h.append('folder-a', { type: 'FolderCreated', data: { projectGroupID: 'a', name: 'A' } });
    await h.append('folder-b', { type: 'FolderCreated', data: { projectGroupID: 'b', name: 'B' } });
    await h.append('folder-a', { type: 'FolderArchived', data: { projectGroupID: 'a' } });
    const last = await h.append('contentlock-global', { type: 'ContentLockToggled', data: { locked: true } });
    const runner = await h.run([eventCountsProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    const counts = 'SELECT type, n::int AS n FROM event_counts ORDER BY type';
    const expected = [
      { type: 'ContentLockToggled', n: 1 },
      { type: 'FolderArchived', n: 1 },
      { type: 'FolderCreated', n: 2 },
    ];
    expect(await h.rows(counts)).toEqual(expected);
    await runner.stop();

    // Event by event (the runtime's way when a batch fails) adds up alike.
    await h.db.pool.query('TRUNCATE event_counts');
    const events = (await h.eventStore.readStream('folder-a')) as unknown as AnyRecordedEvent[];
    const client = await h.db.pool.connect();
    try {
      for (const e of events) await eventCountsProjection.apply(client, e, (name) => name);
    } finally {
      client.release();
    }
    expect(await h.rows(counts)).toEqual([
      { type: 'FolderArchived', n: 1 },
      { type: 'FolderCreated', n: 1 },
    ]);
  });
});
