// The folders projection applied set-based builds exactly the rows (and project counts) it builds event
// by event, and parks the same bad events.
import { ProjectStatus } from '@wb/contracts';
import { projectListProjection } from '../projectList/projection';
import { createHarness, type Harness } from '../testing/harness';
import { runSideBySide } from '../testing/setBased';
import { appendWorkload } from '../testing/workload';
import { foldersProjection } from './projection';

describe('folders applied set-based', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('equals its event-by-event rebuild over the product mix, and parks the same bad events', async () => {
    await h.append('folder-nope', { type: 'FolderArchived', data: { projectGroupID: 'nope' } });
    await appendWorkload(h);
    await h.append('project-nope', { type: 'ProjectAddedToFolder', data: { projectID: 'nope', projectGroupID: 'f1' } });
    const last = await h.append('project-p1', { type: 'ProjectRemovedFromFolder', data: { projectID: 'p1', projectGroupID: 'f2' } });

    const result = await runSideBySide(h, foldersProjection, last, { folders: 'project_group_id', folder_projects: 'project_id' });
    expect(result.setBased).toEqual(result.eventByEvent);
    expect(result.parked).toEqual({ setBased: 2, eventByEvent: 2 });
    expect(result.batchesApplied).toBeGreaterThan(0);
    // The same counts the folder list got by joining the project list's table: active and archived
    // projects naming the folder.
    const projectList = await h.run([projectListProjection]);
    expect(await projectList.waitForPosition(last, 30_000)).toBe(true);
    await projectList.stop();
    const joined = await h.rows<{ project_group_id: string; projects: number }>(
      `SELECT f.project_group_id, (SELECT count(*)::int FROM projects p WHERE p.groups @> ARRAY[f.project_group_id] AND p.status = ANY($1::smallint[])) AS projects
       FROM folders f ORDER BY 1`,
      [[ProjectStatus.Active, ProjectStatus.Archived]],
    );
    const counts = (result.setBased.folders ?? []).map((f) => {
      const { project_group_id, projects } = f as { project_group_id: string; projects: number };
      return { project_group_id, projects };
    });
    expect(counts).toEqual(joined);
    expect(counts.find((c) => c.project_group_id === 'f11')).toEqual({ project_group_id: 'f11', projects: 1 });
    expect(counts.some((c) => c.projects > 10)).toBe(true);
  });
});
