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
  });

  it('equals its event-by-event rebuild, with long runs of accesses, repeated pairs and an access to a missing project', async () => {
    await appendWorkload(h);
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
  });
});
