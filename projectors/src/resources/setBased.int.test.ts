// The resources projection applied set-based (runs of project events as one statement) builds exactly
// the rows it builds event by event, and parks the same bad events.
import { createHarness, type Harness } from '../testing/harness';
import { runSideBySide } from '../testing/setBased';
import { resourcesProjection } from './projection';

const data = { attribution: 'Jane', copyright: 'CC-BY' as const, link: 'https://example.org/a', notes: 'n', projects: ['p1'], image: '/api/v1/blobs/resources/a.png' };

describe('resources applied set-based', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('equals its event-by-event rebuild over projects named and renamed between resource events, and parks the same bad events', async () => {
    let last = 0n;
    for (let p = 1; p <= 60; p += 1) {
      last = await h.append(`project-p${p}`, { type: 'ProjectCreated', data: { projectID: `p${p}`, name: `Project ${p}`, groups: [], ownerUserID: 1 } });
      if (p % 3 === 0) last = await h.append(`project-p${p}`, { type: 'ProjectRenamed', data: { projectID: `p${p}`, name: `Renamed ${p}`, previousName: `Project ${p}` } });
      if (p % 7 === 0) last = await h.append(`resource-r${p}`, { type: 'ResourceCreated', data: { resourceID: `r${p}`, name: `Resource ${p}`, data } });
      if (p % 14 === 0) last = await h.append(`resource-r${p}`, { type: 'ResourceUpdated', data: { resourceID: `r${p}`, name: `Changed ${p}`, data, projectsRemoved: [] } });
      // Renamed twice within a few events: the last name stays.
      if (p % 10 === 0) last = await h.append('project-p1', { type: 'ProjectRenamed', data: { projectID: 'p1', name: `Again ${p}`, previousName: '' } });
      if (p === 30) last = await h.append('resource-ghost', { type: 'ResourceDeleted', data: { resourceID: 'ghost' } });
    }
    const result = await runSideBySide(h, resourcesProjection, last, { resources: 'resource_id', resource_project_names: 'project_id' });
    expect(result.setBased).toEqual(result.eventByEvent);
    expect(result.parked).toEqual({ setBased: 1, eventByEvent: 1 });
    expect(result.batchesApplied).toBeGreaterThan(0);
    expect(await h.rows("SELECT name FROM resource_project_names WHERE project_id IN ('p1', 'p3') ORDER BY project_id")).toEqual([{ name: 'Again 60' }, { name: 'Renamed 3' }]);
  });
});
