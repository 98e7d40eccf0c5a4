import { createHarness, type Harness } from '../testing/harness';
import { trackingProjection } from './projection';

describe('tracking projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given hours set, changed and removed, a word count and names, expect the entries, the project and the users', async () => {
    const entry = (taskID: number, userID: number, date: string, hours: number) => ({ type: 'TrackingTaskUpdated' as const, data: { projectID: 'p1', taskID, userID, date, hours } });
    await h.append('user-7', { type: 'UserAdded', data: { userID: 7, email: 'ada@example.com', givenName: 'Ada', familyName: 'Lovelace' } });
    await h.append('project-p1', { type: 'ProjectCreated', data: { projectID: 'p1', name: 'Cells', groups: [], ownerUserID: 7 } });
    await h.append('tracking-p1', entry(1, 7, '2026-11-27', 2.5), { time: '2026-11-27T10:00:00.000Z' });
    await h.append('tracking-p1', entry(2, 7, '2026-11-27', 1));
    await h.append('tracking-p1', entry(1, 8, '2026-11-28', 3));
    await h.append('tracking-p1', entry(1, 7, '2026-11-27', -0.5), { time: '2026-11-27T11:00:00.000Z' });
    await h.append('tracking-p1', { type: 'TrackingTaskRemoved', data: { projectID: 'p1', taskID: 2, userID: 7, date: '2026-11-27' } });
    await h.append('tracking-p1', { type: 'TrackingWordCountUpdated', data: { projectID: 'p1', wordCount: 1200 } });
    const last = await h.append('project-p1', { type: 'ProjectRenamed', data: { projectID: 'p1', name: 'Cells 2', previousName: 'Cells' } });
    const runner = await h.run([trackingProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    expect(await h.rows('SELECT project_id, task_id, user_id, day, hours, modified FROM tracking_entries ORDER BY task_id, user_id, day')).toEqual([
      { project_id: 'p1', task_id: 1, user_id: 7, day: '2026-11-27', hours: -0.5, modified: new Date('2026-11-27T11:00:00.000Z') },
      { project_id: 'p1', task_id: 1, user_id: 8, day: '2026-11-28', hours: 3, modified: expect.any(Date) },
    ]);
    expect(await h.rows('SELECT project_id, name, word_count FROM tracking_projects')).toEqual([{ project_id: 'p1', name: 'Cells 2', word_count: 1200 }]);
    expect(await h.rows('SELECT user_id, given_name, family_name FROM tracking_users')).toEqual([{ user_id: 7, given_name: 'Ada', family_name: 'Lovelace' }]);
    await runner.stop();
  });
});
