// The Bus contract suite against the PostgreSQL Bus on the test server, and what it promises beyond the
// contract: several processes (bus instances with pools of their own) sharing a group, a subscriber's
// session ending mid-message, messages kept for a group while none of its subscribers runs, close()
// finishing the message under way, back-off, wake-ups by NOTIFY, and retention (of read and unread topics).
import { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import type { BusMessage } from '../bus';
import { testBus } from '../bus.contract';
import { collector, message, uniqueTopic, waitUntil } from '../bus.contractKit';
import { PostgresBus, type PostgresBusOptions } from './postgresBus';
import { CLAIM_LOCK_CLASS } from './schema';

jest.setTimeout(60_000);

testBus('PostgreSQL', async () => {
  const database = await createTestDatabase('wbbus');
  const bus = await PostgresBus.create(database.pool, { retryBaseMs: 20 });
  return {
    bus,
    deliveryTimeoutMs: 10_000,
    teardown: async () => {
      await bus.close();
      await database.drop();
    },
  };
});

describe('the PostgreSQL bus, beyond the contract', () => {
  let database: TestDatabase;
  const opened: { bus: PostgresBus; pool: Pool }[] = [];
  /** A bus with a pool of its own, as another process would have. */
  const processBus = async (options: PostgresBusOptions = {}): Promise<PostgresBus> => {
    const pool = new Pool({ connectionString: database.url, max: 5 });
    pool.on('error', () => undefined);
    const bus = await PostgresBus.create(pool, { retryBaseMs: 20, ...options });
    opened.push({ bus, pool });
    return bus;
  };
  const ids = (received: readonly BusMessage[]) => received.map((m) => m.id);

  beforeAll(async () => {
    database = await createTestDatabase('wbbus');
  });
  afterAll(async () => {
    for (const { bus, pool } of opened) {
      await bus.close();
      await pool.end();
    }
    await database.drop();
  });

  it('shares a group between processes: each message handled once, each key in order', async () => {
    const [a, b, publisher] = [await processBus(), await processBus(), await processBus()];
    const topic = uniqueTopic();
    const [gotA, gotB] = [collector(() => new Promise((resolve) => setTimeout(resolve, 2))), collector(() => new Promise((resolve) => setTimeout(resolve, 2)))];
    const subscriptions = [await a.subscribe(topic, 'exporter', gotA.handler), await b.subscribe(topic, 'exporter', gotB.handler)];
    const sent = Array.from({ length: 60 }, (_, n) => message(`scene-${n % 10}`, n));
    await Promise.all([publisher.publish(topic, sent.slice(0, 30)), publisher.publish(topic, sent.slice(30))]);
    await waitUntil('every message was handled', () => gotA.received.length + gotB.received.length >= sent.length, 20_000);
    const all = [...gotA.received, ...gotB.received];
    expect(ids(all).sort()).toEqual(ids(sent).sort());
    for (const received of [gotA.received, gotB.received]) {
      for (let key = 0; key < 10; key++) {
        const ofKey = received.filter((m) => m.key === `scene-${key}`).map((m) => (m.payload as { n: number }).n);
        expect(ofKey).toEqual([...ofKey].sort((x, y) => x - y));
      }
    }
    for (const s of subscriptions) await s.close();
  });

  it("keeps a group's messages while none of its subscribers runs, and hands them out to the next", async () => {
    const bus = await processBus();
    const topic = uniqueTopic();
    const first = await bus.subscribe(topic, 'exporter', collector().handler);
    await first.close();
    const sent = [message('scene-1', 0), message('scene-1', 1)];
    await bus.publish(topic, sent);
    const later = collector();
    const subscription = await (await processBus()).subscribe(topic, 'exporter', later.handler);
    await later.waitFor(2, 10_000);
    expect(ids(later.received)).toEqual(ids(sent));
    await subscription.close();
  });

  it('hands a message out again when the session of the subscriber handling it ends (a killed process), and not twice after', async () => {
    const [dying, survivor] = [await processBus(), await processBus()];
    const topic = uniqueTopic();
    let release: () => void = () => undefined;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    let underWay = 0;
    const started = collector(() => {
      underWay += 1;
      return stuck;
    });
    const dyingSubscription = await dying.subscribe(topic, 'exporter', started.handler);
    const sent = [message('scene-9', 0), message('scene-9', 1)];
    await dying.publish(topic, sent);
    // Its handler, once under way, never resolves: end the session that holds the partition.
    await waitUntil('the first subscriber to be handling the message', () => underWay === 1, 10_000);
    const admin = new Pool({ connectionString: database.url, max: 1 });
    let terminated = 0;
    for (let tries = 0; terminated === 0 && tries < 200; tries++) {
      const { rows } = await admin.query<{ ok: boolean }>(
        `SELECT pg_terminate_backend(l.pid) AS ok FROM pg_locks l JOIN pg_database d ON d.oid = l.database
          WHERE l.locktype = 'advisory' AND l.classid = $1 AND l.granted AND d.datname = current_database()`,
        [CLAIM_LOCK_CLASS],
      );
      terminated = rows.filter((r) => r.ok).length;
      if (terminated === 0) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await admin.end();
    expect(terminated).toBe(1);
    const survived = collector();
    const survivorSubscription = await survivor.subscribe(topic, 'exporter', survived.handler);
    await survived.waitFor(2, 10_000);
    expect(ids(survived.received)).toEqual(ids(sent));
    // The first handler finishing late records nothing (its session is gone) and takes nothing more.
    release();
    await dyingSubscription.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(survived.received).toHaveLength(2);
    expect(started.received).toHaveLength(1);
    expect(underWay).toBe(1);
    await survivorSubscription.close();
  });

  it('close() finishes the message under way and records it: the next subscriber does not get it again', async () => {
    const bus = await processBus();
    const topic = uniqueTopic();
    let [started, finished] = [0, 0];
    const slow = collector(async () => {
      started += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
      finished += 1;
    });
    const subscription = await bus.subscribe(topic, 'exporter', slow.handler);
    const sent = [message('scene-3', 0), message('scene-3', 1)];
    await bus.publish(topic, sent);
    await waitUntil('the first message to be under way', () => started === 1, 5_000);
    await subscription.close();
    expect([started, finished]).toEqual([1, 1]);
    const next = collector();
    const again = await (await processBus()).subscribe(topic, 'exporter', next.handler);
    await next.waitFor(1, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ids(next.received)).toEqual([sent[1]?.id]);
    await again.close();
  });

  it('tries a failing message again after a back-off that doubles', async () => {
    const bus = await processBus({ retryBaseMs: 150 });
    const topic = uniqueTopic();
    const tries: number[] = [];
    const got = collector(() => {
      tries.push(Date.now());
      if (tries.length <= 2) throw new Error('the renderer is busy');
    });
    const subscription = await bus.subscribe(topic, 'exporter', got.handler);
    await bus.publish(topic, [message('scene-4', 0)]);
    await got.waitFor(1, 10_000);
    expect(tries).toHaveLength(3);
    const [t0 = 0, t1 = 0, t2 = 0] = tries;
    expect(t1 - t0).toBeGreaterThanOrEqual(150);
    expect(t2 - t1).toBeGreaterThanOrEqual(300);
    await subscription.close();
  });

  it('wakes a subscriber of another process by NOTIFY, long before its poll', async () => {
    const subscriber = await processBus({ pollMs: 60_000 });
    const publisher = await processBus();
    const topic = uniqueTopic();
    const got = collector();
    const subscription = await subscriber.subscribe(topic, 'mailer', got.handler);
    // Its first look (finding nothing) and its LISTEN are in place well within this.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sent = Date.now();
    await publisher.publish(topic, [message('project-1', 0)]);
    await got.waitFor(1, 5_000);
    expect(Date.now() - sent).toBeLessThan(5_000);
    await subscription.close();
  });

  it('deletes the messages every group of the topic has handled, and keeps those a group has not', async () => {
    const bus = await processBus();
    const topic = uniqueTopic();
    const [exporter, mailer] = [collector(), collector()];
    const subscriptions = [await bus.subscribe(topic, 'exporter', exporter.handler), await bus.subscribe(topic, 'mailer', mailer.handler)];
    await bus.publish(topic, [message('k', 0), message('k', 1)]);
    await Promise.all([exporter.waitFor(2, 10_000), mailer.waitFor(2, 10_000)]);
    await subscriptions[1]?.close();
    await bus.publish(topic, [message('k', 2)]);
    await exporter.waitFor(3, 10_000);
    const kept = async () => Number((await database.pool.query<{ n: string }>('SELECT count(*)::text AS n FROM wb_bus.messages WHERE topic = $1', [topic])).rows[0]?.n);
    // The exporter's last position is recorded just after its handler resolved.
    for (let tries = 0; tries < 50 && (await kept()) > 1; tries++) {
      await bus.applyRetention();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await kept()).toBe(1);
    await bus.applyRetention();
    expect(await kept()).toBe(1);
    await subscriptions[0]?.close();
  });

  it('keeps the messages of a topic no group reads until they are older than the unread retention', async () => {
    const keeping = await processBus();
    const topic = uniqueTopic();
    await keeping.publish(topic, [message('k', 0)]);
    const kept = async () => Number((await database.pool.query<{ n: string }>('SELECT count(*)::text AS n FROM wb_bus.messages WHERE topic = $1', [topic])).rows[0]?.n);
    await keeping.applyRetention();
    expect(await kept()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await (await processBus({ unreadRetentionMs: 50 })).applyRetention();
    expect(await kept()).toBe(0);
  });
});
