// The review turnaround rebuilt from zero equals the one kept live (issue 21): the live one follows the
// events as they are appended, in small batches; the rebuild replays the whole log into fresh tables.
import { rebuildProjection, silentLogger } from '@wb/platform';
import { createHarness, type Harness } from '../testing/harness';
import { reviewTurnaroundProjection } from './projection';
import { appendSteps, reviewWorkload } from './reviewWorkload';

const ORDER: Record<string, string> = {
  review_turnaround_projects: 'project_id',
  review_turnaround_scenes: 'scene_id',
  review_turnaround_comments: 'source, comment_id',
};

/** The figures the query answers, per project and month, from the tables as they are. */
const FIGURES = `SELECT project_id, month, count(*)::int AS comments, count(resolved_on)::int AS resolved,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY hours) AS median_hours, count(DISTINCT (scene_id, round))::int AS rounds
  FROM review_turnaround_comments GROUP BY project_id, month ORDER BY project_id, month`;

describe('reviewTurnaround replayed', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('rebuilt from the first event equals the read model kept live', async () => {
    const steps = reviewWorkload(600);
    const live = await h.run([reviewTurnaroundProjection], { batchSize: 7 });
    // Appended while the live projection runs, so it sees them over many batches as they come.
    const last = await appendSteps(h, steps);
    expect(await live.waitForPosition(last, 20_000)).toBe(true);
    await live.stop();
    const snapshot = async () => {
      const tables: Record<string, unknown[]> = {};
      for (const table of reviewTurnaroundProjection.tables) tables[table] = await h.rows(`SELECT * FROM ${table} ORDER BY ${ORDER[table] ?? '1'}`);
      return { tables, figures: await h.rows(FIGURES) };
    };
    const kept = await snapshot();
    // The workload holds every kind of event the projection follows, and both resolved and open comments.
    expect(kept.tables['review_turnaround_comments']?.length).toBeGreaterThan(100);
    const [mix] = await h.rows<{ open: number; resolved: number; rounds: number; months: number }>(
      `SELECT count(*) FILTER (WHERE hours IS NULL)::int AS open, count(hours)::int AS resolved, max(round) AS rounds, count(DISTINCT month)::int AS months FROM review_turnaround_comments`,
    );
    expect(mix).toEqual({ open: expect.any(Number), resolved: expect.any(Number), rounds: expect.any(Number), months: expect.any(Number) });
    expect(mix?.open).toBeGreaterThan(10);
    expect(mix?.resolved).toBeGreaterThan(10);
    expect(mix?.rounds).toBeGreaterThan(2);
    expect(mix?.months).toBeGreaterThan(1);

    const rebuilt = await rebuildProjection({ eventStore: h.eventStore, pool: h.db.pool, projection: reviewTurnaroundProjection, logger: silentLogger(), batchSize: 500 });
    expect(rebuilt).toMatchObject({ completed: true, parked: 0 });
    expect(await snapshot()).toEqual(kept);
  });
});
