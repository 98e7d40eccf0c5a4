// The reactor runtime over the PostgreSQL event store: each event of its types handled once and
// recorded with the checkpoint, a failing event parked and retried, lag and parked events in status
// and on /metrics, and one active instance at a time.
import { Registry } from 'prom-client';
import type { EventStore } from '../eventStore/eventStore';
import { PostgresEventStore } from '../eventStore/postgres/postgresEventStore';
import { silentLogger } from '../logging/logger';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { registerReactorMetrics } from './metrics';
import { appendMixed, effectRecorder, eventually, recordingReactor } from './reactor.testKit';
import { startReactors, type ReactorRunner, type StartReactorsOptions } from './runner';
import { reactorStatusFromTables } from './status';

describe('the reactor runtime', () => {
  let db: TestDatabase;
  let store: EventStore;
  const runners: ReactorRunner[] = [];
  const run = async (options: Pick<StartReactorsOptions, 'reactors'> & Partial<StartReactorsOptions>) => {
    const runner = await startReactors({ eventStore: store, pool: db.pool, logger: silentLogger(), pollIntervalMs: 20, ...options });
    runners.push(runner);
    return runner;
  };
  const rows = async (sql: string, params: unknown[] = []) => (await db.pool.query(sql, params)).rows;

  // A database per case: a reactor starts at the first event, and each case counts from there.
  beforeEach(async () => {
    db = await createTestDatabase('wbreact');
    store = await PostgresEventStore.create(db.pool);
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await store.close();
    await db.drop();
  });

  it('reacts once to each event of its types, in commit order, and records each handled with the checkpoint', async () => {
    const recorder = effectRecorder();
    const runner = await run({ reactors: [recordingReactor(recorder, { name: 'inOrder' })], batchSize: 7 });
    const { renamed, last } = await appendMixed(store, 40);
    expect(await runner.waitForPosition(last, 10_000)).toBe(true);
    expect([...recorder.counts.keys()]).toEqual(renamed);
    expect(recorder.twice()).toEqual([]);
    expect(await rows("SELECT count(*)::int AS n FROM reactor_handled WHERE reactor = 'inOrder'")).toEqual([{ n: 20 }]);
    expect(await rows("SELECT global_position::text AS at FROM reactor_checkpoints WHERE reactor = 'inOrder'")).toEqual([{ at: String(last) }]);
    expect(runner.status()).toEqual([expect.objectContaining({ name: 'inOrder', kind: 'reactor', lagEvents: 0, parked: 0, lastError: null })]);

    const registry = new Registry();
    registerReactorMetrics(registry, runner);
    const text = await registry.metrics();
    expect(text).toContain('reactor_lag_events{reactor="inOrder"} 0');
    expect(text).toContain('reactor_parked_events{reactor="inOrder"} 0');
    expect(text).toContain(`reactor_checkpoint_position{reactor="inOrder"} ${last}`);
  });

  it('parks an event whose effect fails, goes on with the next, and retries it until it works', async () => {
    const recorder = effectRecorder();
    const attempts = new Map<string, number[]>();
    const { renamed, last } = await appendMixed(store, 6);
    const failing = renamed[0] ?? '';
    const reactor = recordingReactor(recorder, {
      name: 'flaky',
      before: (eventId, ctx) => {
        attempts.set(eventId, [...(attempts.get(eventId) ?? []), ctx.attempt]);
        if (eventId === failing && ctx.attempt < 3) throw new Error('the mail server is down');
      },
    });
    const registry = new Registry();
    // Slow enough retries to see the event parked between them.
    const runner = await run({ reactors: [reactor], retryPolicy: { firstDelayMs: 1_000, maxDelayMs: 1_000, maxAttempts: 5 } });
    registerReactorMetrics(registry, runner);

    expect(await runner.waitForPosition(last, 10_000)).toBe(true);
    expect([...recorder.counts.keys()]).toEqual(renamed.slice(1));
    expect(runner.status()).toEqual([expect.objectContaining({ parked: 1, lastError: 'the mail server is down' })]);
    expect(await registry.metrics()).toContain('reactor_parked_events{reactor="flaky"} 1');
    expect(await rows("SELECT event_id, error, attempts FROM reactor_parked WHERE reactor = 'flaky'")).toEqual([{ event_id: failing, error: 'the mail server is down', attempts: 1 }]);
    // As a process that does not run the reactor reads it.
    expect(await reactorStatusFromTables(db.pool, store, [reactor]).status()).toEqual([
      expect.objectContaining({ name: 'flaky', kind: 'reactor', parked: 1, lastError: 'the mail server is down', checkpoint: runner.status()[0]?.checkpoint }),
    ]);

    await eventually('the parked event is handled on a retry', () => runner.status()[0]?.parked === 0);
    expect(recorder.counts.get(failing)).toBe(1);
    expect(attempts.get(failing)).toEqual([1, 2, 3]);
    expect(await rows("SELECT count(*)::int AS n FROM reactor_parked WHERE reactor = 'flaky'")).toEqual([{ n: 0 }]);
    expect(await rows("SELECT count(*)::int AS n FROM reactor_handled WHERE reactor = 'flaky' AND event_id = $1", [failing])).toEqual([{ n: 1 }]);
    expect(await registry.metrics()).toContain('reactor_parked_events{reactor="flaky"} 0');
  });

  it('keeps an event parked, with its last error, once its attempts are spent', async () => {
    let calls = 0;
    const reactor = recordingReactor(effectRecorder(), {
      name: 'hopeless',
      before: (_id, ctx) => {
        calls += 1;
        throw new Error(`refused on attempt ${ctx.attempt}`);
      },
    });
    const { last } = await appendMixed(store, 1);
    const runner = await run({ reactors: [reactor], retryPolicy: { firstDelayMs: 10, maxDelayMs: 10, maxAttempts: 3 } });
    expect(await runner.waitForPosition(last, 10_000)).toBe(true);
    await eventually('the attempts are spent', async () => (await rows("SELECT 1 FROM reactor_parked WHERE reactor = 'hopeless' AND next_attempt_at IS NULL")).length === 1);
    // Given time for a fourth attempt, none comes.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toBe(3);
    await eventually('the status shows the last error', () => runner.status()[0]?.lastError === 'refused on attempt 3');
    expect(runner.status()).toEqual([expect.objectContaining({ parked: 1 })]);
  });

  it('reports its lag while behind, and none once caught up', async () => {
    const { last } = await appendMixed(store, 600);
    const reactor = recordingReactor(effectRecorder(), { name: 'slow', before: () => new Promise((resolve) => setTimeout(resolve, 2)) });
    const runner = await run({ reactors: [reactor], batchSize: 50 });
    await eventually('a lag is reported', () => (runner.status()[0]?.lagEvents ?? 0) > 0);
    expect(await runner.waitForPosition(last, 20_000)).toBe(true);
    await eventually('the lag is gone', () => runner.status()[0]?.lagEvents === 0);
  });

  it('runs one instance of a reactor at a time: two runners, each effect once', async () => {
    const recorder = effectRecorder();
    const first = await run({ reactors: [recordingReactor(recorder, { name: 'single' })] });
    const second = await run({ reactors: [recordingReactor(recorder, { name: 'single' })] });
    const { renamed, last } = await appendMixed(store, 30);
    expect(await first.waitForPosition(last, 10_000)).toBe(true);
    expect(await second.waitForPosition(last, 10_000)).toBe(true);
    expect([...recorder.counts.keys()]).toEqual(renamed);
    expect(recorder.twice()).toEqual([]);
  });
});
