// A new metric computes itself backwards (issue 21): the product ran without the review turnaround read
// model while a review went on; deployed with it, the runtime builds it from the first event, over
// comments made before it existed, beside the read models that were already caught up.
import { PostgresFileSearchIndex, PostgresSearchIndex, readCheckpointsOf, type Projection } from '@wb/platform';
import { readModelProjections } from '../index';
import { createHarness, type Harness } from '../testing/harness';
import { reviewTurnaroundProjection } from './projection';
import { fileComment, fileResolved, projectCreated, sceneComment, sceneCreated, sceneResolved } from './reviewEvents';
import { appendSteps, reviewWorkload } from './reviewWorkload';

describe('reviewTurnaround deployed onto an existing store', () => {
  let h: Harness;
  let product: Projection[];
  beforeAll(async () => {
    h = await createHarness();
    product = readModelProjections(new PostgresSearchIndex(h.db.pool), new PostgresFileSearchIndex(h.db.pool));
  });
  afterAll(async () => {
    await h.close();
  });

  it('computes the figures of past comments at its first start, with the exact median', async () => {
    await appendSteps(h, reviewWorkload(300));
    // Project p9: resolved after 1 h, 4 h (a scene comment) and 10 h; one left open: median 4 h.
    await h.append('project-p9', projectCreated('p9', 'Past review'));
    await h.append('scene-s9', sceneCreated('s9', 'p9'));
    await h.append('projectcomments-p9', fileComment('a', 'p9', null), { time: '2025-06-01T00:00:00.000Z' });
    await h.append('projectcomments-p9', fileResolved('a', 'p9', null), { time: '2025-06-01T01:00:00.000Z' });
    await h.append('scenecomments-s9', sceneComment('b', 's9'), { time: '2025-06-02T00:00:00.000Z' });
    await h.append('scenecomments-s9', sceneResolved('b', 's9'), { time: '2025-06-02T04:00:00.000Z' });
    await h.append('filecomments-f9', fileComment('c', 'p9', 'f9'), { time: '2025-06-03T00:00:00.000Z' });
    await h.append('filecomments-f9', fileResolved('c', 'p9', 'f9'), { time: '2025-06-03T10:00:00.000Z' });
    const last = await h.append('filecomments-f9', fileComment('d', 'p9', 'f9'), { time: '2025-06-04T00:00:00.000Z' });

    const before = await h.run(product.filter((p) => p.name !== reviewTurnaroundProjection.name));
    expect(await before.waitForPosition(last, 30_000)).toBe(true);
    await before.stop();
    expect(await h.rows(`SELECT to_regclass('review_turnaround_comments') AS t`)).toEqual([{ t: null }]);
    // The read models of the comments were caught up already: the metric is all that is new.
    expect((await readCheckpointsOf(h.db.pool, ['sceneComments'])).get('sceneComments')?.position.globalPosition).toBeGreaterThanOrEqual(last);

    // The deploy: the product's own list of projections, which now holds the metric.
    expect(product.map((p) => p.name)).toContain(reviewTurnaroundProjection.name);
    const deployed = await h.run(product);
    expect(await deployed.waitForPosition(last, 30_000)).toBe(true);
    await deployed.stop();
    const checkpoints = await readCheckpointsOf(h.db.pool, [reviewTurnaroundProjection.name]);
    expect(checkpoints.get(reviewTurnaroundProjection.name)?.position.globalPosition).toBeGreaterThanOrEqual(last);
    expect(
      await h.rows(`SELECT month, count(*)::int AS comments, count(hours)::int AS resolved, percentile_cont(0.5) WITHIN GROUP (ORDER BY hours) AS median_hours
                    FROM review_turnaround_comments WHERE project_id = 'p9' GROUP BY month`),
    ).toEqual([{ month: '2025-06', comments: 4, resolved: 3, median_hours: 4 }]);
    // The rest of the past review is there too: every month of the workload.
    expect((await h.rows<{ n: number }>(`SELECT count(DISTINCT month)::int AS n FROM review_turnaround_comments`))[0]?.n).toBeGreaterThan(2);
  });
});
