import { rebuildProjection, silentLogger } from '@wb/platform';
import { createHarness, type Harness } from '../testing/harness';
import { analyticsProjection } from './projection';

const WORK = `SELECT project_id, task_id, user_id, to_char(day, 'YYYY-MM-DD') AS day, hours FROM analytics_work ORDER BY project_id, task_id, user_id, day`;
const PROJECTS = 'SELECT project_id, name, word_count, created_on, deleted FROM analytics_projects ORDER BY project_id';
const FOLDERS = 'SELECT project_group_id, project_id FROM analytics_project_folders ORDER BY project_group_id, project_id';
const FOLDER_NAMES = 'SELECT project_group_id, name, deleted FROM analytics_folders ORDER BY project_group_id';
const USERS = 'SELECT user_id, given_name, family_name FROM analytics_users ORDER BY user_id';
const EVERY_TABLE = [WORK, PROJECTS, FOLDERS, FOLDER_NAMES, USERS];

const hours = (projectID: string, taskID: number, userID: number, date: string, h: number) => ({ type: 'TrackingTaskUpdated' as const, data: { projectID, taskID, userID, date, hours: h } });

describe('analytics projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given tracking, projects, folders and users, expect the work, the projects with words and folders, and the names; rebuilt from zero it equals the live one', async () => {
    await h.append('user-7', { type: 'UserAdded', data: { userID: 7, email: 'ada@example.com', givenName: 'Ada', familyName: 'Lovelace' } });
    await h.append('folder-g1', { type: 'FolderCreated', data: { projectGroupID: 'g1', name: 'Biology' } });
    await h.append('folder-g2', { type: 'FolderCreated', data: { projectGroupID: 'g2', name: 'Physics' } });
    await h.append('project-p1', { type: 'ProjectCreated', data: { projectID: 'p1', name: 'Cells', groups: ['g1'], ownerUserID: 7 } }, { time: '2026-10-02T09:00:00.000Z' });
    await h.append('project-p2', { type: 'ProjectCreated', data: { projectID: 'p2', name: 'Tides', groups: [], ownerUserID: 7 } }, { time: '2026-10-05T09:00:00.000Z' });
    await h.append('tracking-p1', hours('p1', 1, 7, '2026-11-02', 2.5));
    await h.append('tracking-p1', hours('p1', 2, 7, '2026-11-03', 1));
    await h.append('tracking-p1', hours('p1', 1, 7, '2026-11-02', 3));
    await h.append('tracking-p1', { type: 'TrackingTaskRemoved', data: { projectID: 'p1', taskID: 2, userID: 7, date: '2026-11-03' } });
    await h.append('tracking-p1', { type: 'TrackingWordCountUpdated', data: { projectID: 'p1', wordCount: 1200 } });
    await h.append('tracking-p2', hours('p2', 4, 8, '2026-11-20', 4));
    await h.append('project-p2', { type: 'ProjectAddedToFolder', data: { projectID: 'p2', projectGroupID: 'g2' } });
    await h.append('project-p1', { type: 'ProjectAddedToFolder', data: { projectID: 'p1', projectGroupID: 'g2' } });
    await h.append('project-p1', { type: 'ProjectRemovedFromFolder', data: { projectID: 'p1', projectGroupID: 'g1' } });
    await h.append('project-p1', { type: 'ProjectRenamed', data: { projectID: 'p1', name: 'Cells 2', previousName: 'Cells' } });
    await h.append('project-p2', { type: 'ProjectDeleted', data: { projectID: 'p2' } });
    await h.append('folder-g1', { type: 'FolderDeleted', data: { projectGroupID: 'g1' } });
    const last = await h.append('project-p3', { type: 'ProjectDeleted', data: { projectID: 'p3' } });

    const runner = await h.run([analyticsProjection], { batchSize: 4 });
    expect(await runner.waitForPosition(last, 10_000)).toBe(true);
    expect(await h.rows(WORK)).toEqual([
      { project_id: 'p1', task_id: 1, user_id: 7, day: '2026-11-02', hours: 3 },
      { project_id: 'p2', task_id: 4, user_id: 8, day: '2026-11-20', hours: 4 },
    ]);
    expect(await h.rows(PROJECTS)).toEqual([
      { project_id: 'p1', name: 'Cells 2', word_count: 1200, created_on: new Date('2026-10-02T09:00:00.000Z'), deleted: false },
      { project_id: 'p2', name: 'Tides', word_count: null, created_on: new Date('2026-10-05T09:00:00.000Z'), deleted: true },
      // A project the read model met only by its deletion: no name nor creation, and left out of every answer.
      { project_id: 'p3', name: '', word_count: null, created_on: null, deleted: true },
    ]);
    expect(await h.rows(FOLDERS)).toEqual([
      { project_group_id: 'g2', project_id: 'p1' },
      { project_group_id: 'g2', project_id: 'p2' },
    ]);
    expect(await h.rows(FOLDER_NAMES)).toEqual([
      { project_group_id: 'g1', name: 'Biology', deleted: true },
      { project_group_id: 'g2', name: 'Physics', deleted: false },
    ]);
    expect(await h.rows(USERS)).toEqual([{ user_id: 7, given_name: 'Ada', family_name: 'Lovelace' }]);

    // The replay: every table rebuilt from the first event into fresh tables equals the live one, row for row.
    const live = await Promise.all(EVERY_TABLE.map((sql) => h.rows(sql)));
    await runner.stop();
    const rebuilt = await rebuildProjection({ eventStore: h.eventStore, pool: h.db.pool, projection: analyticsProjection, logger: silentLogger(), batchSize: 3 });
    expect(rebuilt).toMatchObject({ parked: 0, completed: true });
    expect(await Promise.all(EVERY_TABLE.map((sql) => h.rows(sql)))).toEqual(live);
  });
});
