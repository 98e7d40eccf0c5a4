// Folders (project groups) with the number of their active and archived projects.
import { AdminCalls, FolderStatus, ProjectCalls, ProjectStatus, type CallDef, type ProjectGroup } from '@wb/contracts';
import type { CallHandler, Pool } from '@wb/platform';

interface FolderRow {
  project_group_id: string;
  name: string;
  status: number;
  created_on: Date;
  trello: { boards: ProjectGroup['data']['trello']['boards'] };
  projects: number;
}

const toGroup = (row: FolderRow): ProjectGroup => ({
  projectGroupID: row.project_group_id,
  name: row.name,
  status: row.status,
  createdOn: row.created_on.toISOString(),
  projects: row.projects,
  data: { trello: { boards: row.trello.boards ?? [] } },
});

// The count is the folders projection's own `projects` column. While a database made before it rebuilds
// the folders read model (the old table serves meanwhile, without the column), the count is taken the
// old way, so the list keeps answering.
const groups = async (pool: Pool, statuses: readonly number[]): Promise<ProjectGroup[]> => {
  const { rows } = await pool.query<FolderRow>(
    'SELECT * FROM folders WHERE status = ANY($1::smallint[]) ORDER BY lower(name), project_group_id',
    [statuses],
  );
  if (rows.every((row) => typeof row.projects === 'number')) return rows.map(toGroup);
  const counted = await pool.query<FolderRow>(
    `SELECT f.*, (SELECT count(*)::int FROM projects p
                  WHERE p.groups @> ARRAY[f.project_group_id] AND p.status = ANY($2::smallint[])) AS projects
     FROM folders f WHERE f.status = ANY($1::smallint[]) ORDER BY lower(f.name), f.project_group_id`,
    [statuses, [ProjectStatus.Active, ProjectStatus.Archived]],
  );
  return counted.rows.map(toGroup);
};

export const folderHandlers = (pool: Pool): [CallDef, CallHandler][] => [
  [ProjectCalls.getProjectGroups, async () => ({ body: { groups: await groups(pool, [FolderStatus.Active]) } })],
  [AdminCalls.getAllProjectGroups, async () => ({
    body: { groups: await groups(pool, [FolderStatus.Active, FolderStatus.Archived, FolderStatus.Deleted]) },
  })],
];
