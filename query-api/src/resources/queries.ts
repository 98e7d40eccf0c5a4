// The Resources tab's list, from the resources read model's own tables (project names included).
import { Calls, type Resource, type ResourceData } from '@wb/contracts';
import type { Pool } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';

interface ResourceRow {
  resource_id: string;
  name: string;
  status: number;
  created_on: Date;
  data: ResourceData;
  /** The linked projects' names, in the order of data.projects (null where a project is not known by name). */
  project_names: (string | null)[];
}

const toResource = (row: ResourceRow): Resource => ({
  resourceID: row.resource_id,
  name: row.name,
  status: row.status,
  createdOn: row.created_on.toISOString(),
  data: row.data,
  projects: row.data.projects.map((projectID, i) => ({ projectID, name: row.project_names[i] ?? projectID })),
});

export const resourceHandlers = (pool: Pool): QueryRoute[] => [
  queryCall(Calls.resources.getAll, async () => {
    const { rows } = await pool.query<ResourceRow>(
      `SELECT r.*, ARRAY(SELECT n.name FROM jsonb_array_elements_text(r.data->'projects') WITH ORDINALITY AS p(id, i)
                         LEFT JOIN resource_project_names n ON n.project_id = p.id ORDER BY p.i) AS project_names
       FROM resources r ORDER BY r.created_on DESC, r.resource_id`,
    );
    return { resources: rows.map(toResource) };
  }),
];
