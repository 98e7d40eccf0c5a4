// A reactor killed in the middle of a batch, as a crash would (its database sessions cut, its pool
// gone), then started again: no event is lost, and no effect runs twice, except the one effect that
// had completed when the crash came before its record was written: the one window of the guarantee
// (docs/decisions/reactors-and-bus.md), shown here as exactly that.
import { Pool } from 'pg';
import type { EventStore } from '../eventStore/eventStore';
import { PostgresEventStore } from '../eventStore/postgres/postgresEventStore';
import { silentLogger } from '../logging/logger';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { appendMixed, effectRecorder, recordingReactor, type EffectRecorder } from './reactor.testKit';
import { startReactors, type ReactorRunner } from './runner';

const CRASHING = 'wb-reactor-crashing';

describe('a reactor killed mid-batch', () => {
  let db: TestDatabase;
  let store: EventStore;

  beforeEach(async () => {
    db = await createTestDatabase('wbreactkill');
    store = await PostgresEventStore.create(db.pool);
  });
  afterEach(async () => {
    await store.close();
    await db.drop();
  });

  /** Kills the runner's sessions (its advisory lock dies with them) and its pool, as a dead process would leave them. */
  const crash = async (pool: Pool) => {
    void pool.end().catch(() => undefined);
    await db.pool.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [CRASHING]);
  };

  /**
   * Runs the reactor on a pool of its own until the crash at the `crashAt`-th effect (counted from 1),
   * then stops what is left of it, starts it again on a sound pool and lets it catch up.
   */
  const crashAndRestart = async (recorder: EffectRecorder, crashAt: number, when: 'before the effect' | 'after the effect') => {
    const { renamed, last } = await appendMixed(store, 400);
    const crashingPool = new Pool({ connectionString: db.url, max: 5, application_name: CRASHING });
    crashingPool.on('error', () => undefined);
    let effects = 0;
    let crashed = false;
    const reactor = recordingReactor(recorder, {
      before: async () => {
        if (crashed) throw new Error('this process is dead');
        effects += 1;
        if (effects === crashAt && when === 'before the effect') {
          crashed = true;
          await crash(crashingPool);
          throw new Error('killed');
        }
      },
    });
    const afterEffect = {
      ...reactor,
      async react(...args: Parameters<typeof reactor.react>) {
        await reactor.react(...args);
        if (effects === crashAt && when === 'after the effect' && !crashed) {
          crashed = true;
          await crash(crashingPool);
        }
      },
    };
    const crashing: ReactorRunner = await startReactors({ eventStore: store, pool: crashingPool, reactors: [afterEffect], logger: silentLogger(), batchSize: 100, pollIntervalMs: 20 });
    while (!crashed) await new Promise((resolve) => setTimeout(resolve, 10));
    await crashing.stop();
    expect(await crashing.waitForPosition(last, 0)).toBe(false);

    const restarted = await startReactors({ eventStore: store, pool: db.pool, reactors: [recordingReactor(recorder)], logger: silentLogger(), batchSize: 100, pollIntervalMs: 20 });
    expect(await restarted.waitForPosition(last, 20_000)).toBe(true);
    await restarted.stop();
    expect(restarted.status()).toEqual([expect.objectContaining({ parked: 0, lagEvents: 0 })]);
    const handled = await db.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM reactor_handled WHERE reactor = 'recorder'");
    expect(handled.rows).toEqual([{ n: renamed.length }]);
    return renamed;
  };

  it('killed while reacting: every event handled after the restart, each effect once', async () => {
    const recorder = effectRecorder();
    const renamed = await crashAndRestart(recorder, 150, 'before the effect');
    // The crash came mid-way through the second batch of 100.
    expect([...recorder.counts.keys()]).toEqual(renamed);
    expect(recorder.twice()).toEqual([]);
  });

  it('killed after an effect and before its record: that one effect, and no other, runs again', async () => {
    const recorder = effectRecorder();
    const renamed = await crashAndRestart(recorder, 150, 'after the effect');
    expect([...recorder.counts.keys()]).toEqual(renamed);
    expect(recorder.twice()).toEqual([renamed[149]]);
  });
});
