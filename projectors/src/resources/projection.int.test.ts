import { createHarness, type Harness } from '../testing/harness';
import { resourcesProjection } from './projection';

const data = { attribution: 'Jane', copyright: 'CC-BY' as const, link: 'https://example.org/a', notes: 'n', projects: ['p1'], image: '/api/v1/blobs/resources/a.png' };

describe('resources projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given resources created, changed and deleted, and projects named and renamed, expect their rows', async () => {
    await h.append('project-p1', { type: 'ProjectCreated', data: { projectID: 'p1', name: 'Cells', groups: [], ownerUserID: 1 } });
    await h.append('resource-a', { type: 'ResourceCreated', data: { resourceID: 'a', name: 'Diagram', data } }, { time: '2024-01-01T00:00:00.000Z' });
    await h.append('resource-b', { type: 'ResourceCreated', data: { resourceID: 'b', name: 'Photo', data: { ...data, projects: [] } } }, { time: '2024-01-02T00:00:00.000Z' });
    const changed = { ...data, copyright: 'Public Domain' as const, projects: ['p1', 'p2'] };
    await h.append('resource-a', { type: 'ResourceUpdated', data: { resourceID: 'a', name: 'Cell diagram', data: changed, projectsRemoved: [] } });
    await h.append('resource-b', { type: 'ResourceDeleted', data: { resourceID: 'b' } });
    const last = await h.append('project-p1', { type: 'ProjectRenamed', data: { projectID: 'p1', name: 'Cell biology', previousName: 'Cells' } });
    const runner = await h.run([resourcesProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    expect(await h.rows('SELECT resource_id, name, status, created_on, data FROM resources ORDER BY resource_id')).toEqual([
      { resource_id: 'a', name: 'Cell diagram', status: 1, created_on: new Date('2024-01-01T00:00:00.000Z'), data: changed },
      { resource_id: 'b', name: 'Photo', status: 0, created_on: new Date('2024-01-02T00:00:00.000Z'), data: { ...data, projects: [] } },
    ]);
    expect(await h.rows('SELECT project_id, name FROM resource_project_names')).toEqual([{ project_id: 'p1', name: 'Cell biology' }]);
    await runner.stop();
  });

  it('parks a change of a resource it never saw created, and goes on', async () => {
    await h.append('resource-x', { type: 'ResourceDeleted', data: { resourceID: 'x' } });
    const last = await h.append('resource-c', { type: 'ResourceCreated', data: { resourceID: 'c', name: 'Map', data } });
    const runner = await h.run([resourcesProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    expect(runner.status()[0]?.parked).toBe(1);
    expect(await h.rows("SELECT resource_id FROM resources WHERE resource_id IN ('c', 'x')")).toEqual([{ resource_id: 'c' }]);
    await runner.stop();
  });
});
