import { createHarness, type Harness } from '../testing/harness';
import { reviewTurnaroundProjection } from './projection';
import { fileComment, fileResolved, projectCreated, sceneComment, sceneCreated, sceneResolved, sceneSaved } from './reviewEvents';

const at = (iso: string) => ({ time: iso });

describe('reviewTurnaround projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given comments, replies, resolutions, reopenings and deletions, expect top-level comments with their month and hours to resolution', async () => {
    await h.append('project-p1', projectCreated('p1', 'Tides'));
    await h.append('project-p1', { type: 'ProjectRenamed', data: { projectID: 'p1', name: 'Tides and moons', previousName: 'Tides' } });
    await h.append('scene-s1', sceneCreated('s1', 'p1'));
    await h.append('scenecomments-s1', sceneComment('c1', 's1'), at('2026-01-31T22:00:00.000Z'));
    // A reply is the discussion of c1, not a comment to resolve.
    await h.append('scenecomments-s1', sceneComment('c1r', 's1', 'c1'), at('2026-01-31T23:00:00.000Z'));
    await h.append('scenecomments-s1', sceneResolved('c1', 's1'), at('2026-02-01T01:30:00.000Z'));
    await h.append('filecomments-f1', fileComment('k1', 'p1', 'f1'), at('2026-02-03T10:00:00.000Z'));
    await h.append('filecomments-f1', fileResolved('k1', 'p1', 'f1'), at('2026-02-03T11:00:00.000Z'));
    // Opened again, then resolved later: the later resolution counts.
    await h.append('filecomments-f1', fileResolved('k1', 'p1', 'f1', false), at('2026-02-03T12:00:00.000Z'));
    await h.append('filecomments-f1', fileResolved('k1', 'p1', 'f1'), at('2026-02-04T10:00:00.000Z'));
    await h.append('projectcomments-p1', fileComment('k2', 'p1', null), at('2026-02-05T10:00:00.000Z'));
    // Opened again and left open.
    await h.append('projectcomments-p1', fileResolved('k2', 'p1', null), at('2026-02-05T11:00:00.000Z'));
    await h.append('projectcomments-p1', fileResolved('k2', 'p1', null, false), at('2026-02-05T12:00:00.000Z'));
    await h.append('projectcomments-p1', fileComment('k3', 'p1', null), at('2026-02-06T10:00:00.000Z'));
    await h.append('projectcomments-p1', { type: 'CommentsDeleted', data: { projectID: 'p1', commentIDs: ['k3'] } });
    await h.append('scenecomments-s1', sceneComment('c2', 's1'), at('2026-02-07T10:00:00.000Z'));
    // A scene's deletion keeps the review it had: it happened.
    const last = await h.append('scene-s1', { type: 'SceneDeleted', data: { sceneID: 's1', projectID: 'p1' } });
    const runner = await h.run([reviewTurnaroundProjection]);
    expect(await runner.waitForPosition(last, 30_000)).toBe(true);
    await runner.stop();
    expect(runner.status()[0]?.parked).toBe(0);
    expect(await h.rows('SELECT project_id, name FROM review_turnaround_projects')).toEqual([{ project_id: 'p1', name: 'Tides and moons' }]);
    expect(await h.rows('SELECT source, comment_id, project_id, scene_id, round, month, created_on, resolved_on, hours FROM review_turnaround_comments ORDER BY created_on')).toEqual([
      {
        source: 'scene',
        comment_id: 'c1',
        project_id: 'p1',
        scene_id: 's1',
        round: 1,
        month: '2026-01',
        created_on: new Date('2026-01-31T22:00:00.000Z'),
        resolved_on: new Date('2026-02-01T01:30:00.000Z'),
        hours: 3.5,
      },
      {
        source: 'file',
        comment_id: 'k1',
        project_id: 'p1',
        scene_id: null,
        round: null,
        month: '2026-02',
        created_on: new Date('2026-02-03T10:00:00.000Z'),
        resolved_on: new Date('2026-02-04T10:00:00.000Z'),
        hours: 24,
      },
      { source: 'file', comment_id: 'k2', project_id: 'p1', scene_id: null, round: null, month: '2026-02', created_on: new Date('2026-02-05T10:00:00.000Z'), resolved_on: null, hours: null },
      { source: 'scene', comment_id: 'c2', project_id: 'p1', scene_id: 's1', round: 1, month: '2026-02', created_on: new Date('2026-02-07T10:00:00.000Z'), resolved_on: null, hours: null },
    ]);
  });

  it('begins a round of a scene at its first comment and at the first comment after each saved version', async () => {
    await h.append('project-p2', projectCreated('p2', 'Volcanoes'));
    await h.append('scene-s2', sceneCreated('s2', 'p2'));
    // Saved before any comment: the first comment still begins round 1, and only one.
    await h.append('scene-s2', sceneSaved('s2', 1));
    await h.append('scenecomments-s2', sceneComment('r1a', 's2'));
    await h.append('scenecomments-s2', sceneComment('r1b', 's2'));
    await h.append('scene-s2', sceneSaved('s2', 2));
    await h.append('scene-s2', sceneSaved('s2', 3));
    await h.append('scenecomments-s2', sceneComment('r2a', 's2'));
    // A reply after a save belongs to its comment's discussion: no round, no row.
    await h.append('scene-s2', sceneSaved('s2', 4));
    await h.append('scenecomments-s2', sceneComment('r2reply', 's2', 'r2a'));
    await h.append('scenecomments-s2', sceneComment('r3a', 's2'));
    await h.append('scenecomments-s2', { type: 'SceneCommentsDeleted', data: { sceneID: 's2', commentIDs: ['r1b'] } });
    // A comment on a scene the read model never saw created is not counted (no project to file it under).
    const last = await h.append('scenecomments-s9', sceneComment('lost', 's9'));
    const runner = await h.run([reviewTurnaroundProjection]);
    expect(await runner.waitForPosition(last, 30_000)).toBe(true);
    await runner.stop();
    expect(await h.rows(`SELECT comment_id, round FROM review_turnaround_comments WHERE project_id = 'p2' OR scene_id = 's9' ORDER BY created_on`)).toEqual([
      { comment_id: 'r1a', round: 1 },
      { comment_id: 'r2a', round: 2 },
      { comment_id: 'r3a', round: 3 },
    ]);
    expect(await h.rows(`SELECT scene_id, project_id, round, revised FROM review_turnaround_scenes WHERE scene_id = 's2'`)).toEqual([{ scene_id: 's2', project_id: 'p2', round: 3, revised: false }]);
  });
});
