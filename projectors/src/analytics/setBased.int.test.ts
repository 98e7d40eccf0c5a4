// The analytics projection applied set-based builds exactly the rows it builds event by event, and parks
// the same bad events: work set many times in a batch, removed and set again; projects renamed, deleted
// and revived, counted before they are created; folders deleted before they exist, created twice,
// deleted and revived; memberships removed and added again in one batch, a project created in a folder
// twice; a day PostgreSQL refuses, a day it takes in another spelling, a project without a name.
import type { AnyEvent } from '@wb/contracts';
import { createHarness, type Harness } from '../testing/harness';
import { runSideBySide } from '../testing/setBased';
import { analyticsProjection } from './projection';

const ORDER = {
  analytics_work: 'project_id, task_id, user_id, day',
  analytics_projects: 'project_id',
  analytics_project_folders: 'project_group_id, project_id',
  analytics_folders: 'project_group_id',
  analytics_users: 'user_id',
};

const work = (projectID: string, taskID: number, userID: number, date: string, hours: number): AnyEvent => ({ type: 'TrackingTaskUpdated', data: { projectID, taskID, userID, date, hours } });

const appendScript = async (h: Harness): Promise<bigint> => {
  let minute = 0;
  let last = 0n;
  const add = async (stream: string, event: AnyEvent) => {
    last = await h.append(stream, event, { time: new Date(Date.UTC(2026, 0, 1) + minute++ * 60_000 + 456).toISOString() });
  };
  await add('folder-g1', { type: 'FolderDeleted', data: { projectGroupID: 'g1' } });
  for (let g = 1; g <= 3; g++) await add(`folder-g${g}`, { type: 'FolderCreated', data: { projectGroupID: `g${g}`, name: `Course ${g}` } });
  await add('folder-g2', { type: 'FolderDeleted', data: { projectGroupID: 'g2' } });
  await add('folder-g3', { type: 'FolderDeleted', data: { projectGroupID: 'g3' } });
  await add('folder-g3', { type: 'FolderRevived', data: { projectGroupID: 'g3' } });
  for (let u = 1; u <= 5; u++) await add(`user-${u}`, { type: 'UserAdded', data: { userID: u, email: `u${u}@example.org`, givenName: `Given${u}`, familyName: `Family${u}` } });
  await add('tracking-p2', { type: 'TrackingWordCountUpdated', data: { projectID: 'p2', wordCount: 50 } });
  for (let p = 1; p <= 4; p++)
    await add(`project-p${p}`, { type: 'ProjectCreated', data: { projectID: `p${p}`, name: `Project ${p}`, groups: [`g${(p % 3) + 1}`, `g${(p % 3) + 1}`], ownerUserID: 1 } });
  for (let round = 0; round < 10; round++) {
    for (let p = 1; p <= 4; p++) {
      const projectID = `p${p}`;
      const day = `2026-03-${String(1 + (round % 4)).padStart(2, '0')}`;
      for (let k = 0; k < 3; k++) await add(`tracking-${projectID}`, work(projectID, round % 2, (p % 5) + 1, day, round + k));
      if (round % 3 === 2) {
        await add(`tracking-${projectID}`, { type: 'TrackingTaskRemoved', data: { projectID, taskID: round % 2, userID: (p % 5) + 1, date: day } });
        await add(`tracking-${projectID}`, work(projectID, round % 2, (p % 5) + 1, day, 0.5));
        await add(`project-${projectID}`, { type: 'ProjectRemovedFromFolder', data: { projectID, projectGroupID: `g${(p % 3) + 1}` } });
        await add(`project-${projectID}`, { type: 'ProjectAddedToFolder', data: { projectID, projectGroupID: `g${(p % 3) + 1}` } });
        await add(`project-${projectID}`, { type: 'ProjectAddedToFolder', data: { projectID, projectGroupID: 'g9' } });
        await add(`project-${projectID}`, { type: 'ProjectRemovedFromFolder', data: { projectID, projectGroupID: 'g9' } });
      }
      if (round % 4 === 1) await add(`tracking-${projectID}`, { type: 'TrackingWordCountUpdated', data: { projectID, wordCount: 10 * round + p } });
    }
    if (round === 3) {
      await add('project-p1', { type: 'ProjectRenamed', data: { projectID: 'p1', name: 'Project one', previousName: 'Project 1' } });
      await add('project-p2', { type: 'ProjectDeleted', data: { projectID: 'p2' } });
      await add('project-p3', { type: 'ProjectDeleted', data: { projectID: 'p3' } });
      await add('project-p3', { type: 'ProjectRevived', data: { projectID: 'p3' } });
      await add('project-p9', { type: 'ProjectDeleted', data: { projectID: 'p9' } });
      await add('folder-g2', { type: 'FolderCreated', data: { projectGroupID: 'g2', name: 'Course two' } });
      await add('folder-g2', { type: 'FolderDeleted', data: { projectGroupID: 'g2' } });
      await add('user-2', { type: 'UserAdded', data: { userID: 2, email: 'two@example.org', givenName: 'Second', familyName: 'Two' } });
      // Bad: a day no calendar has, then one PostgreSQL takes in another spelling (the same row as the next).
      await add('tracking-p1', work('p1', 1, 1, '2026-02-30', 4));
      await add('tracking-p1', work('p1', 1, 1, '2026-4-1', 4));
      await add('tracking-p1', work('p1', 1, 1, '2026-04-01', 6));
      await add('project-p7', { type: 'ProjectCreated', data: { projectID: 'p7', name: null as unknown as string, groups: ['g1'], ownerUserID: 1 } });
    }
  }
  return last;
};

describe('analytics applied set-based', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('equals its event-by-event rebuild and parks the same bad events', async () => {
    const last = await appendScript(h);
    const result = await runSideBySide(h, analyticsProjection, last, ORDER);
    expect(result.batchesApplied).toBeGreaterThan(5);
    expect(result.parked).toEqual({ setBased: 2, eventByEvent: 2 });
    expect(result.setBased).toEqual(result.eventByEvent);
    expect(result.setBased.analytics_folders).toEqual([
      { project_group_id: 'g1', name: 'Course 1', deleted: false },
      { project_group_id: 'g2', name: 'Course two', deleted: true },
      { project_group_id: 'g3', name: 'Course 3', deleted: false },
    ]);
    expect(result.setBased.analytics_projects).toContainEqual(expect.objectContaining({ project_id: 'p2', name: 'Project 2', word_count: 92, deleted: true }));
    expect(result.setBased.analytics_project_folders).not.toContainEqual(expect.objectContaining({ project_group_id: 'g9' }));
  }, 120_000);
});
