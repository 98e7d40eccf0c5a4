// The tracking projection applied set-based builds exactly the rows it builds event by event, and parks
// the same bad events: the same entry set many times in a batch, removed and set again, set and then
// removed, removed when never set; a word count before the project's creation; a user added twice; and
// bad values (no hours, a word count that is no integer), one of them overwritten later in its batch.
import type { AnyEvent } from '@wb/contracts';
import { createHarness, type Harness } from '../testing/harness';
import { runSideBySide } from '../testing/setBased';
import { trackingProjection } from './projection';

const ORDER = { tracking_entries: 'project_id, task_id, user_id, day', tracking_projects: 'project_id', tracking_users: 'user_id' };

const entry = (projectID: string, taskID: number, userID: number, date: string, hours: number): AnyEvent => ({ type: 'TrackingTaskUpdated', data: { projectID, taskID, userID, date, hours } });
const removed = (projectID: string, taskID: number, userID: number, date: string): AnyEvent => ({ type: 'TrackingTaskRemoved', data: { projectID, taskID, userID, date } });

const appendScript = async (h: Harness): Promise<bigint> => {
  let minute = 0;
  let last = 0n;
  const add = async (stream: string, event: AnyEvent) => {
    last = await h.append(stream, event, { time: new Date(Date.UTC(2026, 0, 1) + minute++ * 60_000 + 123).toISOString() });
  };
  for (let u = 1; u <= 6; u++) await add(`user-${u}`, { type: 'UserAdded', data: { userID: u, email: `u${u}@example.org`, givenName: `Given${u}`, familyName: `Family${u}` } });
  await add('tracking-p3', { type: 'TrackingWordCountUpdated', data: { projectID: 'p3', wordCount: 300 } });
  for (let p = 1; p <= 4; p++) await add(`project-p${p}`, { type: 'ProjectCreated', data: { projectID: `p${p}`, name: `Project ${p}`, groups: [], ownerUserID: 1 } });
  for (let round = 0; round < 12; round++) {
    for (let p = 1; p <= 4; p++) {
      const projectID = `p${p}`;
      const day = `2026-01-${String(1 + (round % 5)).padStart(2, '0')}`;
      // The same entry many times in a row (one batch), then a neighbour.
      for (let k = 0; k < 3; k++) await add(`tracking-${projectID}`, entry(projectID, round % 3, (p % 6) + 1, day, round + k / 4));
      await add(`tracking-${projectID}`, entry(projectID, 5, ((p + round) % 6) + 1, day, 1.5));
      if (round % 3 === 1) await add(`tracking-${projectID}`, removed(projectID, round % 3, (p % 6) + 1, day));
      if (round % 4 === 2) {
        // Removed and set again at once; set and removed at once; removed when never set.
        await add(`tracking-${projectID}`, removed(projectID, 5, ((p + round) % 6) + 1, day));
        await add(`tracking-${projectID}`, entry(projectID, 5, ((p + round) % 6) + 1, day, 7.25));
        await add(`tracking-${projectID}`, entry(projectID, 4, 1, day, 2));
        await add(`tracking-${projectID}`, removed(projectID, 4, 1, day));
        await add(`tracking-${projectID}`, removed(projectID, 3, 3, '2030-12-31'));
      }
      if (round % 5 === 0) await add(`tracking-${projectID}`, { type: 'TrackingWordCountUpdated', data: { projectID, wordCount: 100 * round + p } });
    }
    if (round === 6) {
      await add('project-p2', { type: 'ProjectRenamed', data: { projectID: 'p2', name: 'Project two', previousName: 'Project 2' } });
      await add('user-3', { type: 'UserAdded', data: { userID: 3, email: 'again@example.org', givenName: 'Again', familyName: 'Three' } });
      // Bad values, the first overwritten by the next event in its batch: both ways must park it.
      await add('tracking-p1', entry('p1', 2, 2, '2026-02-01', null as unknown as number));
      await add('tracking-p1', entry('p1', 2, 2, '2026-02-01', 3));
      await add('tracking-p4', { type: 'TrackingWordCountUpdated', data: { projectID: 'p4', wordCount: 1.5 } });
    }
  }
  await add('project-p5', { type: 'ProjectRenamed', data: { projectID: 'p5', name: 'Renamed before created', previousName: '' } });
  return last;
};

describe('tracking applied set-based', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('equals its event-by-event rebuild and parks the same bad events', async () => {
    const last = await appendScript(h);
    const result = await runSideBySide(h, trackingProjection, last, ORDER);
    expect(result.batchesApplied).toBeGreaterThan(5);
    expect(result.parked).toEqual({ setBased: 2, eventByEvent: 2 });
    expect(result.setBased).toEqual(result.eventByEvent);
    expect(result.setBased.tracking_projects).toContainEqual({ project_id: 'p3', name: 'Project 3', word_count: 1003 });
    expect(result.setBased.tracking_entries).toContainEqual(expect.objectContaining({ project_id: 'p1', task_id: 2, user_id: 2, day: '2026-02-01', hours: 3 }));
    expect(result.setBased.tracking_users).toContainEqual({ user_id: 3, given_name: 'Again', family_name: 'Three' });
  }, 120_000);
});
