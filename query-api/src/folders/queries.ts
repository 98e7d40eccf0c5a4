// Folders (project groups) with the number of their active and archived projects, both from the folders
// read model's own table (its projector counts a folder's projects from the project events).
import { AdminCalls, ProjectCalls, ProjectStatus, type FolderRow as StoredFolderRow, type ProjectGroup } from '@wb/contracts';
import type { Pool } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';

/** `projects` is missing only in a table built before the count existed, while its successor is being rebuilt. */
type FolderRow = Omit<StoredFolderRow, 'projects'> & { projects?: number };

const toGroup = (row: FolderRow, projects: number): ProjectGroup => ({
  projectGroupID: row.project_group_id,
  name: row.name,
  status: row.status,
  createdOn: row.created_on.toISOString(),
  projects,
  data: { trello: { boards: row.trello.boards ?? [] } },
});

// While a database made before the count rebuilds the folders read model (the old table serves
// meanwhile, without the column), the count is taken the old way, so the list keeps answering.
const groups = async (pool: Pool, statuses: readonly number[]): Promise<ProjectGroup[]> => {
  const { rows } = await pool.query<FolderRow>('SELECT * FROM folders WHERE status = ANY($1::smallint[]) ORDER BY lower(name), project_group_id', [statuses]);
  if (rows.every((row) => typeof row.projects === 'number')) return rows.map((row) => toGroup(row, row.projects ?? 0));
  const counted = await pool.query<FolderRow & { projects: number }>(
    `SELECT f.*, (SELECT count(*)::int FROM projects p
                  WHERE p.groups @> ARRAY[f.project_group_id] AND p.status = ANY($2::smallint[])) AS projects
     FROM folders f WHERE f.status = ANY($1::smallint[]) ORDER BY lower(f.name), f.project_group_id`,
    [statuses, [ProjectStatus.Active, ProjectStatus.Archived]],
  );
  return counted.rows.map((row) => toGroup(row, row.projects));
};

export const folderHandlers = (pool: Pool): QueryRoute[] => [
  queryCall(ProjectCalls.getProjectGroups, async () => ({ groups: await groups(pool, [ProjectStatus.Active]) })),
  queryCall(AdminCalls.getAllProjectGroups, async () => ({
    groups: await groups(pool, [ProjectStatus.Active, ProjectStatus.Archived, ProjectStatus.Deleted]),
  })),
];
