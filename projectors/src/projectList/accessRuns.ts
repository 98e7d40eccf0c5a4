// The set-based side of the project list: opening a project (ProjectAccessed) is its most frequent
// event, so a batch is applied in runs: each run of consecutive accesses as one upsert of the latest
// time per (project, user), every other event on its own, all in the batch's order. The rows are those
// event-by-event application builds (the kill-and-rebuild test compares them).
import type { AnyRecordedEvent } from '@wb/contracts';
import type { TableName } from '@wb/platform';
import type { PoolClient } from 'pg';

type Accessed = Extract<AnyRecordedEvent, { type: 'ProjectAccessed' }>;

const isAccess = (event: AnyRecordedEvent): event is Accessed => event.type === 'ProjectAccessed';

/** One run of accesses: the last time per (project, user) wins, as it would event by event. */
const applyAccessRun = async (client: PoolClient, t: TableName, run: readonly Accessed[]): Promise<void> => {
  const latest = new Map<string, { projectID: string; userID: number; time: string }>();
  for (const { data, metadata } of run) latest.set(`${data.projectID}\u0000${data.userID}`, { projectID: data.projectID, userID: data.userID, time: metadata.time });
  const rows = [...latest.values()];
  const result = await client.query(
    `INSERT INTO ${t('project_users')} (project_id, user_id, last_accessed)
     SELECT p.project_id, x.user_id, x.accessed
       FROM unnest($1::text[], $2::int[], $3::timestamptz[]) AS x(project_id, user_id, accessed)
       JOIN ${t('projects')} p ON p.project_id = x.project_id
     ON CONFLICT (project_id, user_id) DO UPDATE SET last_accessed = EXCLUDED.last_accessed`,
    [rows.map((r) => r.projectID), rows.map((r) => r.userID), rows.map((r) => r.time)],
  );
  // An access to a project the read model lacks: the runtime then applies the batch event by event
  // and parks that event, as apply() would.
  if (result.rowCount !== rows.length) throw new Error('An accessed project is not in the read model');
};

export const applyInAccessRuns = async (
  client: PoolClient,
  events: readonly AnyRecordedEvent[],
  t: TableName,
  applyOne: (client: PoolClient, event: AnyRecordedEvent, t: TableName) => Promise<void>,
): Promise<void> => {
  let run: Accessed[] = [];
  for (const event of events) {
    if (isAccess(event)) {
      run.push(event);
      continue;
    }
    if (run.length) await applyAccessRun(client, t, run);
    run = [];
    await applyOne(client, event, t);
  }
  if (run.length) await applyAccessRun(client, t, run);
};
