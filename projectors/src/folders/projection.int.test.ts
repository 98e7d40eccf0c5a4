import { ProjectStatus } from '@wb/contracts';
import { createHarness, type Harness } from '../testing/harness';
import { foldersProjection } from './projection';

describe('folders projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given folders created, archived, deleted, revived and given boards, expect their rows', async () => {
    await h.append('folder-a', { type: 'FolderCreated', data: { projectGroupID: 'a', name: 'Biology' } }, { time: '2024-01-01T00:00:00.000Z' });
    await h.append('folder-b', { type: 'FolderCreated', data: { projectGroupID: 'b', name: 'Physics' } }, { time: '2024-01-02T00:00:00.000Z' });
    await h.append('folder-a', { type: 'FolderArchived', data: { projectGroupID: 'a' } });
    await h.append('folder-b', { type: 'FolderDeleted', data: { projectGroupID: 'b' } });
    await h.append('folder-b', { type: 'FolderRevived', data: { projectGroupID: 'b' } });
    const boards = [{ id: 'board1', lists: [{ id: 'list1', taskID: 2 }] }];
    const last = await h.append('folder-b', { type: 'FolderTrelloDataUpdated', data: { projectGroupID: 'b', boards } });
    const runner = await h.run([foldersProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    expect(await h.rows('SELECT project_group_id, name, status, created_on, trello FROM folders ORDER BY project_group_id')).toEqual([
      { project_group_id: 'a', name: 'Biology', status: ProjectStatus.Archived, created_on: new Date('2024-01-01T00:00:00.000Z'), trello: { boards: [] } },
      { project_group_id: 'b', name: 'Physics', status: ProjectStatus.Active, created_on: new Date('2024-01-02T00:00:00.000Z'), trello: { boards } },
    ]);
    await runner.stop();
  });

  it('given projects created in, moved between, archived, deleted and revived, expect each folder to count its active and archived projects', async () => {
    await h.append('folder-c', { type: 'FolderCreated', data: { projectGroupID: 'c', name: 'Chemistry' } });
    const created = (projectID: string, groups: string[]) => h.append(`project-${projectID}`, { type: 'ProjectCreated', data: { projectID, name: projectID, groups, ownerUserID: 1 } });
    await created('p1', ['a', 'c']);
    await created('p2', ['c']);
    await created('p3', ['c']);
    await h.append('project-p1', { type: 'ProjectRemovedFromFolder', data: { projectID: 'p1', projectGroupID: 'a' } });
    await h.append('project-p1', { type: 'ProjectAddedToFolder', data: { projectID: 'p1', projectGroupID: 'b' } });
    await h.append('project-p1', { type: 'ProjectAddedToFolder', data: { projectID: 'p1', projectGroupID: 'b' } });
    await h.append('project-p2', { type: 'ProjectArchived', data: { projectID: 'p2' } });
    await h.append('project-p3', { type: 'ProjectDeleted', data: { projectID: 'p3' } });
    await h.append('project-p3', { type: 'ProjectAddedToFolder', data: { projectID: 'p3', projectGroupID: 'a' } });
    const runner = await h.run([foldersProjection]);
    const deleted = await h.append('project-p1', { type: 'ProjectDeleted', data: { projectID: 'p1' } });
    expect(await runner.waitForPosition(deleted, 5000)).toBe(true);
    const counts = 'SELECT project_group_id, projects FROM folders ORDER BY 1';
    expect(await h.rows(counts)).toEqual([
      { project_group_id: 'a', projects: 0 },
      { project_group_id: 'b', projects: 0 },
      { project_group_id: 'c', projects: 1 },
    ]);
    const revived = await h.append('project-p3', { type: 'ProjectRevived', data: { projectID: 'p3' } });
    expect(await runner.waitForPosition(revived, 5000)).toBe(true);
    expect(await h.rows(counts)).toEqual([
      { project_group_id: 'a', projects: 1 },
      { project_group_id: 'b', projects: 0 },
      { project_group_id: 'c', projects: 2 },
    ]);
    await runner.stop();
  });
});
