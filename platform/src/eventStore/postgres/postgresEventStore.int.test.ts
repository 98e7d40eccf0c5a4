import { randomUUID } from 'node:crypto';
import { START_POSITION } from '@wb/contracts';
import type { PoolClient } from 'pg';
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

describe('PostgreSQL event store read horizon', () => {
  let database: TestDatabase;
  let other: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    [database, other] = await Promise.all([createTestDatabase('wbevents'), createTestDatabase('wbother')]);
    store = await PostgresEventStore.create(database.pool);
  });
  afterAll(async () => {
    await store.close();
    await Promise.all([database.drop(), other.drop()]);
  });

  /** A transaction with a transaction id, left open until the returned client is given to `end`. */
  const openTransaction = async (client: PoolClient): Promise<bigint> => {
    await client.query('BEGIN');
    const { rows } = await client.query<{ xid: string }>('SELECT pg_current_xact_id()::text AS xid');
    return BigInt(rows[0]!.xid);
  };
  const end = async (client: PoolClient): Promise<void> => {
    try {
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
  };

  it('a transaction held open in another database of the server does not hold back the events committed here', async () => {
    const elsewhere = await other.pool.connect();
    try {
      const heldXid = await openTransaction(elsewhere);
      const stream = `project-${randomUUID()}`;
      await store.appendToStream(stream, [testEvent('ProjectAccessed', { n: 1 }), testEvent('ProjectAccessed', { n: 2 })], { expectedRevision: 'noStream' });
      // The server-wide horizon is held back by it: what the store read before, and would still read.
      const { rows } = await database.pool.query<{ xmin: string }>('SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin');
      expect(BigInt(rows[0]!.xmin)).toBeLessThanOrEqual(heldXid);

      // At once, no waiting: by every read of all events.
      const read = await store.readAll({ after: START_POSITION, limit: 100 });
      expect(read.map((e) => [e.streamId, e.revision, e.data])).toEqual([
        [stream, 0, { n: 1 }],
        [stream, 1, { n: 2 }],
      ]);
      expect(read.every((e) => e.position.transactionId > heldXid)).toBe(true);
      const ofTypes = await store.readAllOfTypes({ after: START_POSITION, limit: 100, types: ['ProjectAccessed'] });
      expect(ofTypes.events.map((e) => e.revision)).toEqual([0, 1]);
      expect(await store.readTypes({ after: START_POSITION, limit: 100 })).toHaveLength(2);
      expect((await store.countAfter({ after: START_POSITION, scan: 100 })).count).toBe(2);
    } finally {
      await end(elsewhere);
    }
  });

  it('a read that reaches the end of its bound looks up a fresh horizon and reads on, whether its page holds events or none', async () => {
    const before = (await store.readAll({ after: START_POSITION, limit: 1000 })).at(-1)?.position ?? START_POSITION;
    const elsewhere = await other.pool.connect();
    try {
      // The server-wide xmin stays below everything appended from here on: only a looked-up horizon lets a read see it.
      await openTransaction(elsewhere);
      const stream = `project-${randomUUID()}`;
      const append = (n: number, revision: bigint | 'noStream'): Promise<unknown> => store.appendToStream(stream, [testEvent('ProjectAccessed', { n })], { expectedRevision: revision });
      const dataOf = (events: readonly { data: unknown }[]): unknown[] => events.map((e) => e.data);
      await append(1, 'noStream');
      await append(2, 0n);
      await append(3, 1n);
      // A fresh store knows no horizon and reads nothing below the server-wide xmin: its empty page looks one up.
      const fresh = await PostgresEventStore.create(database.pool);
      try {
        expect(dataOf(await fresh.readAll({ after: before, limit: 100 }))).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
      } finally {
        await fresh.close();
      }
      expect(dataOf(await store.readAll({ after: before, limit: 100 }))).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
      // The horizon known now covers the first three; the next two lie beyond it.
      await append(4, 2n);
      await append(5, 3n);
      const [first] = await store.readAll({ after: before, limit: 1 });
      expect(first!.data).toEqual({ n: 1 });
      // This page holds the last event below the known horizon: it looks up a fresh one and reads on past it.
      expect(dataOf(await store.readAll({ after: first!.position, limit: 100 }))).toEqual([{ n: 2 }, { n: 3 }, { n: 4 }, { n: 5 }]);
    } finally {
      await end(elsewhere);
    }
  });

  it('a transaction of this database left open (it could still append) holds back the events of later transactions until it ends', async () => {
    const before = (await store.readAll({ after: START_POSITION, limit: 1000 })).at(-1)?.position ?? START_POSITION;
    const here = await database.pool.connect();
    let open = true;
    try {
      // It could still append (with its own, older transaction id): the events after it must wait.
      const heldXid = await openTransaction(here);
      const stream = `project-${randomUUID()}`;
      await store.appendToStream(stream, [testEvent()], { expectedRevision: 'noStream' });
      expect(await store.readAll({ after: before, limit: 100 })).toEqual([]);
      open = false;
      await end(here);
      const read = await store.readAll({ after: before, limit: 100 });
      expect(read.map((e) => e.streamId)).toEqual([stream]);
      expect(read[0]!.position.transactionId).toBeGreaterThan(heldXid);
    } finally {
      if (open) await end(here);
    }
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
