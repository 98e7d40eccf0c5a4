// Folders (project groups) with the number of their active and archived projects: the folders from
// the folders read model, the numbers from the project list's counts (each read model read from its
// own tables; the call names both).
import { AdminCalls, FolderStatus, ProjectCalls, ProjectStatus, type ProjectGroup } from '@wb/contracts';
import type { Pool } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';

interface FolderRow {
  project_group_id: string;
  name: string;
  status: number;
  created_on: Date;
  trello: { boards: ProjectGroup['data']['trello']['boards'] };
}

const toGroup = (row: FolderRow, projects: number): ProjectGroup => ({
  projectGroupID: row.project_group_id,
  name: row.name,
  status: row.status,
  createdOn: row.created_on.toISOString(),
  projects,
  data: { trello: { boards: row.trello.boards ?? [] } },
});

const groups = async (pool: Pool, statuses: readonly number[]): Promise<ProjectGroup[]> => {
  const [folders, counts] = await Promise.all([
    pool.query<FolderRow>('SELECT * FROM folders WHERE status = ANY($1::smallint[]) ORDER BY lower(name), project_group_id', [statuses]),
    pool.query<{ group_id: string; n: number }>(
      "SELECT group_id, sum(n)::int AS n FROM project_counts WHERE group_id <> '' AND status = ANY($1::smallint[]) GROUP BY group_id",
      [[ProjectStatus.Active, ProjectStatus.Archived]],
    ),
  ]);
  const projects = new Map(counts.rows.map((c) => [c.group_id, c.n]));
  return folders.rows.map((row) => toGroup(row, projects.get(row.project_group_id) ?? 0));
};

export const folderHandlers = (pool: Pool): QueryRoute[] => [
  queryCall(ProjectCalls.getProjectGroups, async () => ({ groups: await groups(pool, [FolderStatus.Active]) })),
  queryCall(AdminCalls.getAllProjectGroups, async () => ({
    groups: await groups(pool, [FolderStatus.Active, FolderStatus.Archived, FolderStatus.Deleted]),
  })),
];
