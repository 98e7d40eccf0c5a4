// The project list applied set-based (runs of accesses as one statement) builds exactly the rows it
// builds event by event, and parks the same bad event.
import { rebuildProjection, silentLogger, type Projection } from '@wb/platform';
import { createHarness, type Harness } from '../testing/harness';
import { appendWorkload } from '../testing/workload';
import { projectListProjection } from './projection';

const eventByEvent: Projection = { ...projectListProjection, applyBatch: undefined };

describe('projectList applied set-based', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const snapshot = async () => ({
    projects: await h.rows('SELECT * FROM projects ORDER BY project_id'),
    users: await h.rows('SELECT * FROM project_users ORDER BY project_id, user_id'),
    people: await h.rows('SELECT * FROM project_people ORDER BY user_id'),
    counts: await h.rows('SELECT * FROM project_counts ORDER BY group_id, status'),
  });

  it('equals its event-by-event rebuild, with long runs of accesses, repeated pairs, an access to a missing project, avatars, folders left and status changes', async () => {
    await appendWorkload(h);
    // What the workload lacks: avatars (every card of that member changes), folders left, deletes and revivals.
    for (let u = 1; u <= 30; u += 4) await h.append(`user-${u}`, { type: 'UserAvatarChanged', data: { userID: u, src: `https://img.example.org/${u}.png` } });
    for (let p = 1; p <= 150; p += 9) {
      const projectID = `p${p}`;
      await h.append(`project-${projectID}`, { type: 'ProjectRemovedFromFolder', data: { projectID, projectGroupID: `f${(p % 10) + 1}` } });
      await h.append(`project-${projectID}`, { type: p % 2 ? 'ProjectDeleted' : 'ProjectArchived', data: { projectID } });
      if (p % 4 === 1) await h.append(`project-${projectID}`, { type: 'ProjectRevived', data: { projectID } });
    }
    // Long runs of accesses: 400 opens over 20 projects by 15 people (the same pair many times, the
    // last time winning), one open of a project that does not exist, then more opens.
    const time = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 1_000).toISOString();
    for (let n = 0; n < 400; n++) {
      const projectID = `p${(n % 20) + 1}`;
      await h.append(`project-${projectID}`, { type: 'ProjectAccessed', data: { projectID, userID: (n % 15) + 1 } }, { time: time(n) });
      if (n === 200) await h.append('project-nope', { type: 'ProjectAccessed', data: { projectID: 'nope', userID: 3 } }, { time: time(n) });
    }
    const last = await h.append('project-p2', { type: 'ProjectAccessed', data: { projectID: 'p2', userID: 4 } }, { time: time(500) });

    const runner = await h.run([projectListProjection]);
    expect(await runner.waitForPosition(last, 20_000)).toBe(true);
    expect(runner.status()).toEqual([expect.objectContaining({ name: 'projectList', parked: 1 })]);
    const setBased = await snapshot();
    expect(setBased.users.find((r) => r.project_id === 'p2' && r.user_id === 4)).toEqual(expect.objectContaining({ last_accessed: new Date(time(500)) }));

    const rebuilt = await rebuildProjection({ eventStore: h.eventStore, pool: h.db.pool, projection: eventByEvent, logger: silentLogger(), batchSize: 250 });
    expect(rebuilt.parked).toBe(1);
    expect(await snapshot()).toEqual(setBased);
    // The counts are what counting the cards gives, overall and per folder.
    expect(await h.rows('SELECT group_id, status, n FROM project_counts WHERE n <> 0 ORDER BY group_id, status')).toEqual(await h.rows(
      `SELECT group_id, status, count(*)::int AS n FROM (SELECT '' AS group_id, status FROM projects
         UNION ALL SELECT DISTINCT ON (project_id, g) g, status FROM projects, unnest(groups) AS g) AS x
       GROUP BY group_id, status ORDER BY group_id, status`));
  });
});
