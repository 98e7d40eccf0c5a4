// The bench's delivery check as a test, at a smaller size: 16 writers append while one follower reads
// all events from the start; it must receive every event exactly once and in commit order.
import { createTestDatabase, PostgresEventStore, type TestDatabase } from '@wb/platform';
import { runDeliveryCheck } from './subscriber';

describe('a subscriber to all events under 16 concurrent writers', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createTestDatabase('wbdelivery');
    store = await PostgresEventStore.create(db.pool);
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('loses none, receives none twice and none out of order', async () => {
    const result = await runDeliveryCheck(store, 20_000);
    expect(result).toEqual(expect.objectContaining({ expected: 20_000, lost: 0, doubled: 0, outOfOrder: 0 }));
  }, 120_000);
});
