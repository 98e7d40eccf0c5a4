// A projector killed in the middle of a batch: afterwards every read model equals its rebuild from
// zero, and no event was applied twice (DESIGN.md section 11, faults).
import { PostgresFileSearchIndex, PostgresSearchIndex, rebuildProjection, searchSuffixes, searchWords, silentLogger, type Projection } from '@wb/platform';
import type { PoolClient } from 'pg';
import { readModelProjections } from '../index';
import { createHarness, type Harness } from '../testing/harness';
import { streamCountsProjection } from '../testing/streamCounts';
import { appendWorkload } from '../testing/workload';

/**
 * After `killAt` events applied in total (one by one or in batches), every apply kills its own database
 * session, as a crash would.
 */
const killingAfter = (killAt: number, onKill: () => void) => {
  let applied = 0;
  const crashOnceOver = async (client: PoolClient, events: number) => {
    applied += events;
    if (applied > killAt) {
      onKill();
      await client.query('SELECT pg_terminate_backend(pg_backend_pid())');
    }
  };
  return (p: Projection): Projection => {
    const { applyBatch } = p;
    return {
      ...p,
      async apply(client, event, t) {
        await crashOnceOver(client, 1);
        await p.apply(client, event, t);
      },
      applyBatch:
        applyBatch &&
        (async (client, events, t) => {
          await crashOnceOver(client, events.length);
          await applyBatch(client, events, t);
        }),
    };
  };
};

const snapshot = async (h: Harness, all: readonly Projection[]) => {
  const tables: Record<string, unknown[]> = {};
  for (const p of all) {
    // Rows in a fixed order whatever the table's columns (some tables have one).
    for (const table of p.tables) tables[table] = (await h.rows(`SELECT * FROM ${table}`)).map((row) => JSON.stringify(row)).sort();
  }
  return tables;
};

describe('a projector killed mid-batch', () => {
  let h: Harness;
  let all: Projection[];
  beforeAll(async () => {
    h = await createHarness();
    all = [...readModelProjections(new PostgresSearchIndex(h.db.pool), new PostgresFileSearchIndex(h.db.pool)), streamCountsProjection];
  });
  afterAll(async () => {
    await h.close();
  });

  it('resumes from its checkpoint: read models equal their rebuild and nothing is applied twice', async () => {
    const last = await appendWorkload(h);
    expect(last).toBeGreaterThan(1900n);

    let kill: () => void = () => undefined;
    const killed = new Promise<void>((resolve) => (kill = resolve));
    // About 2,300 events for each of five projections: the crash comes before most have caught up.
    const wrap = killingAfter(4_000, () => kill());
    const crashing = await h.run(all.map(wrap));
    await killed;
    await crashing.stop();
    const progressAtCrash = crashing.status().map((s) => s.checkpoint);
    // The crash really happened mid-way: some projection had not reached the end.
    expect(await crashing.waitForPosition(last, 0)).toBe(false);

    const restarted = await h.run(all);
    expect(await restarted.waitForPosition(last, 20_000)).toBe(true);
    await restarted.stop();
    expect(restarted.status().every((s) => s.parked === 0)).toBe(true);

    const counts = await h.rows<{ stream_id: string; applied: number }>('SELECT stream_id, applied FROM stream_counts');
    for (const { stream_id, applied } of counts) {
      expect({ stream_id, applied }).toEqual({ stream_id, applied: (await h.eventStore.readStream(stream_id)).length });
    }
    expect(counts.reduce((sum, c) => sum + c.applied, 0)).toBe(Number(last));

    // The search index (its own store, outside the batch transactions) holds every project by its latest name.
    const names = await h.rows<{ project_id: string; name: string }>('SELECT project_id, name FROM projects ORDER BY project_id');
    const indexed = await h.rows<{ id: string; words: string[] }>("SELECT id, array_agg(rest ORDER BY word_no) AS words FROM search_words WHERE index_name = 'projects' GROUP BY id ORDER BY id");
    expect(indexed).toEqual(names.map((p) => ({ id: p.project_id, words: searchSuffixes(searchWords(p.name)) })));
    expect((await h.rows('SELECT 1 FROM projects')).length).toBeGreaterThan(0);

    const live = await snapshot(h, all);
    for (const projection of all) {
      await rebuildProjection({ eventStore: h.eventStore, pool: h.db.pool, projection, logger: silentLogger(), batchSize: 300 });
    }
    expect(await snapshot(h, all)).toEqual(live);
    expect(progressAtCrash.length).toBe(all.length);
  });
});
