// A projector killed in the middle of a batch: afterwards every read model equals its rebuild from
// zero, and no event was applied twice (DESIGN.md section 11, faults).
import { SearchIndices } from '@wb/contracts';
import { PostgresSearchIndex, rebuildProjection, silentLogger, type Projection } from '@wb/platform';
import { readModelProjections } from '../index';
import { createHarness, type Harness } from '../testing/harness';
import { streamCountsProjection } from '../testing/streamCounts';
import { appendWorkload } from '../testing/workload';


/** After `killAt` applies in total, every apply kills its own database session, as a crash would. */
const killingAfter = (killAt: number, onKill: () => void) => {
  let applied = 0;
  return (p: Projection): Projection => ({
    ...p,
    async apply(client, event, t) {
      applied += 1;
      if (applied > killAt) {
        onKill();
        await client.query('SELECT pg_terminate_backend(pg_backend_pid())');
      }
      await p.apply(client, event, t);
    },
  });
};

const snapshot = async (h: Harness, all: readonly Projection[]) => {
  const tables: Record<string, unknown[]> = {};
  for (const p of all) {
    for (const table of p.tables) tables[table] = await h.rows(`SELECT * FROM ${table} ORDER BY 1, 2`);
  }
  return tables;
};

describe('a projector killed mid-batch', () => {
  let h: Harness;
  let all: Projection[];
  let searchIndex: PostgresSearchIndex;
  beforeAll(async () => {
    h = await createHarness();
    searchIndex = new PostgresSearchIndex(h.db.pool);
    all = [...readModelProjections(searchIndex), streamCountsProjection];
  });
  afterAll(async () => {
    await h.close();
  });

  it('resumes from its checkpoint: read models equal their rebuild and nothing is applied twice', async () => {
    const last = await appendWorkload(h);
    expect(last).toBeGreaterThan(1900n);

    let kill: () => void = () => undefined;
    const killed = new Promise<void>((resolve) => (kill = resolve));
    const wrap = killingAfter(2_700, () => kill());
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
    // Asked through the port, so the check holds whatever tables the adapter keeps.
    const projects = await h.rows<{ project_id: string; name: string }>('SELECT project_id, name FROM projects');
    expect(projects.length).toBeGreaterThan(0);
    const unfound: string[] = [];
    for (const { project_id, name } of projects) {
      const hits = await searchIndex.search(SearchIndices.projects, name, SearchIndices.maxHits);
      if (!hits.some((hit) => hit.id === project_id)) unfound.push(`${project_id} ${name}`);
    }
    expect(unfound).toEqual([]);

    const live = await snapshot(h, all);
    for (const projection of all) {
      await rebuildProjection({ eventStore: h.eventStore, pool: h.db.pool, projection, logger: silentLogger(), batchSize: 300 });
    }
    expect(await snapshot(h, all)).toEqual(live);
    expect(progressAtCrash.length).toBe(all.length);
  });
});
