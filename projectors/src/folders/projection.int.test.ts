import { FolderStatus } from '@wb/contracts';
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
      { project_group_id: 'a', name: 'Biology', status: FolderStatus.Archived, created_on: new Date('2024-01-01T00:00:00.000Z'), trello: { boards: [] } },
      { project_group_id: 'b', name: 'Physics', status: FolderStatus.Active, created_on: new Date('2024-01-02T00:00:00.000Z'), trello: { boards } },
    ]);
    await runner.stop();
  });
});
