// The review turnaround applied set-based builds exactly the rows it builds event by event (hours to the
// bit), over the review workload and the cases it lacks: a comment deleted and its id added again, a
// resolution of a comment never added, a comment on a scene never created, a resolution in the batch
// that added the comment, and batches cut anywhere.
import { rebuildProjection, silentLogger } from '@wb/platform';
import { createHarness, type Harness } from '../testing/harness';
import { runSideBySide } from '../testing/setBased';
import { reviewTurnaroundProjection } from './projection';
import { fileComment, fileResolved, projectCreated, sceneComment, sceneCreated, sceneResolved, sceneSaved } from './reviewEvents';
import { appendSteps, reviewWorkload } from './reviewWorkload';

const ORDER = { review_turnaround_projects: 'project_id', review_turnaround_scenes: 'scene_id', review_turnaround_comments: 'source, comment_id' };

const appendExtras = async (h: Harness): Promise<bigint> => {
  const at = (minute: number) => ({ time: new Date(Date.parse('2025-05-01T00:00:00.123Z') + minute * 60_000 + 7).toISOString() });
  await h.append('project-x', projectCreated('x', 'Extras'));
  await h.append('project-x', { type: 'ProjectRenamed', data: { projectID: 'x', name: 'Extras again', previousName: 'Extras' } });
  await h.append('scene-xs', sceneCreated('xs', 'x'));
  await h.append('scenecomments-xs', sceneComment('x1', 'xs'), at(1));
  await h.append('scenecomments-xs', sceneResolved('x1', 'xs'), at(47));
  await h.append('scenecomments-xs', { type: 'SceneCommentsDeleted', data: { sceneID: 'xs', commentIDs: ['x1'] } }, at(50));
  // The same id again, after a save: a new comment of a new round.
  await h.append('scene-xs', sceneSaved('xs', 1), at(51));
  await h.append('scenecomments-xs', sceneComment('x1', 'xs'), at(52));
  await h.append('scenecomments-xs', sceneResolved('x1', 'xs', false), at(53));
  await h.append('scenecomments-xs', sceneResolved('never-added', 'xs'), at(54));
  await h.append('scenecomments-zz', sceneComment('x2', 'zz'), at(55));
  // The same id in both sources: two comments.
  await h.append('projectcomments-x', fileComment('x1', 'x', null), at(56));
  await h.append('projectcomments-x', fileResolved('x1', 'x', null), at(1000));
  // Added again while it is there: nothing changes; its later resolution counts from the first.
  await h.append('projectcomments-x', fileComment('x1', 'x', null), at(1001));
  return h.append('projectcomments-x', fileResolved('x1', 'x', null), at(2000));
};

describe('reviewTurnaround applied set-based', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('equals its event-by-event rebuild, at any cut of the batches', async () => {
    await appendSteps(h, reviewWorkload(800, 7));
    const last = await appendExtras(h);
    const result = await runSideBySide(h, reviewTurnaroundProjection, last, ORDER);
    expect(result.batchesApplied).toBeGreaterThan(10);
    expect(result.parked).toEqual({ setBased: 0, eventByEvent: 0 });
    expect(result.setBased).toEqual(result.eventByEvent);
    for (const batchSize of [5, 61, 1000]) {
      await rebuildProjection({ eventStore: h.eventStore, pool: h.db.pool, projection: reviewTurnaroundProjection, logger: silentLogger(), batchSize });
      for (const [table, order] of Object.entries(ORDER)) expect(await h.rows(`SELECT * FROM ${table} ORDER BY ${order}`)).toEqual(result.eventByEvent[table]);
    }
    expect(await h.rows(`SELECT source, comment_id, round, resolved_on, hours FROM review_turnaround_comments WHERE project_id = 'x' ORDER BY source`)).toEqual([
      { source: 'file', comment_id: 'x1', round: null, resolved_on: expect.any(Date), hours: (2000 - 56) / 60 },
      { source: 'scene', comment_id: 'x1', round: 2, resolved_on: null, hours: null },
    ]);
  }, 180_000);
});
