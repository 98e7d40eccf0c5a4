import { createQueryHarness, type QueryHarness } from '../testing/queryHarness';
import { ADMIN, OTHER_VIEWER, seedUsers, VIEWER } from '../testing/querySeed';

describe('folder queries', () => {
  let h: QueryHarness;
  const boards = [{ id: 'b1', lists: [{ id: 'l1', taskID: 1 }] }];
  beforeAll(async () => {
    h = await createQueryHarness();
    await seedUsers(h);
    const folder = (id: string, name: string) => h.append(`folder-${id}`, { type: 'FolderCreated', data: { projectGroupID: id, name } }, { time: '2024-02-01T00:00:00.000Z' });
    await folder('bio', 'Biology');
    await folder('art', 'Art');
    await folder('old', 'Old');
    await folder('del', 'Deleted one');
    await h.append('folder-old', { type: 'FolderArchived', data: { projectGroupID: 'old' } });
    await h.append('folder-del', { type: 'FolderDeleted', data: { projectGroupID: 'del' } });
    await h.append('folder-bio', { type: 'FolderTrelloDataUpdated', data: { projectGroupID: 'bio', boards } });
    const project = (id: string, groups: string[]) => h.append(`project-${id}`, { type: 'ProjectCreated', data: { projectID: id, name: id, groups, ownerUserID: ADMIN } });
    await project('a', ['bio']);
    await project('b', ['bio', 'art']);
    await project('c', []);
    await project('d', []);
    await h.append('project-c', { type: 'ProjectAddedToFolder', data: { projectID: 'c', projectGroupID: 'bio' } });
    await h.append('project-b', { type: 'ProjectArchived', data: { projectID: 'b' } });
    await h.append('project-d', { type: 'ProjectAddedToFolder', data: { projectID: 'd', projectGroupID: 'bio' } });
    await h.append('project-d', { type: 'ProjectDeleted', data: { projectID: 'd' } });
    await h.settle();
  });
  afterAll(async () => {
    await h.close();
  });

  it('/project/getProjectGroups lists active folders with their active and archived projects counted', async () => {
    const { status, body } = await h.call('/project/getProjectGroups', {}, { userID: VIEWER });
    expect(status).toBe(200);
    expect(body.groups).toEqual([
      { projectGroupID: 'art', name: 'Art', status: 1, createdOn: '2024-02-01T00:00:00.000Z', projects: 1, data: { trello: { boards: [] } } },
      { projectGroupID: 'bio', name: 'Biology', status: 1, createdOn: '2024-02-01T00:00:00.000Z', projects: 3, data: { trello: { boards } } },
    ]);
  });

  it('/admin/getAllProjectGroups lists folders of every status, for admin.folders only', async () => {
    const { body } = await h.call('/admin/getAllProjectGroups', {}, { userID: ADMIN });
    expect(body.groups.map((g: { name: string; status: number }) => [g.name, g.status])).toEqual([
      ['Art', 1],
      ['Biology', 1],
      ['Deleted one', 0],
      ['Old', 2],
    ]);
    expect((await h.call('/admin/getAllProjectGroups', {}, { userID: OTHER_VIEWER })).status).toBe(403);
  });

  it('answers 400 for unexpected fields', async () => {
    const bad = await h.call('/project/getProjectGroups', { surprise: 1 }, { userID: VIEWER });
    expect(bad.status).toBe(400);
  });
});
