// The Stats tab's key/value counts. Each count is one read model's own table (the call declares them
// all in its reads, so read-your-writes waits for each); the event counts are their own read model.
import { Calls, ProjectStatus, ResourceStatus, type Stats } from '@wb/contracts';
import type { Pool } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';

/** The named counts, in the order the tab lists them; one statement for all. */
const COUNTS = `
  SELECT
    (SELECT count(*) FROM users WHERE NOT deactivated)::int AS "users",
    (SELECT count(*) FROM users WHERE deactivated)::int AS "deactivatedUsers",
    (SELECT count(*) FROM projects WHERE status = ${ProjectStatus.Active})::int AS "projects",
    (SELECT count(*) FROM projects WHERE status = ${ProjectStatus.Archived})::int AS "archivedProjects",
    (SELECT count(*) FROM projects WHERE status = ${ProjectStatus.Deleted})::int AS "deletedProjects",
    (SELECT count(*) FROM folders WHERE status = ${ProjectStatus.Active})::int AS "folders",
    (SELECT count(*) FROM resources WHERE status = ${ResourceStatus.Active})::int AS "resources",
    (SELECT count(*) FROM scene_labels)::int AS "sceneLabels",
    (SELECT coalesce(sum(n), 0) FROM event_counts)::bigint AS "events"`;

export const statsHandlers = (pool: Pool): QueryRoute[] => [
  queryCall(Calls.admin.stats, async () => {
    const [named, byType] = await Promise.all([pool.query<Record<string, number | string>>(COUNTS), pool.query<{ type: string; n: string }>('SELECT type, n FROM event_counts ORDER BY type')]);
    const data: Stats = {};
    for (const [key, value] of Object.entries(named.rows[0] ?? {})) data[key] = Number(value);
    for (const row of byType.rows) data[`events.${row.type}`] = Number(row.n);
    return { data };
  }),
];
