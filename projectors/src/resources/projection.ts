// The Resources tab's rows: every resource (active and deleted) with its data, and the names of the
// projects it links, copied from the project events into this read model's own table.
import { ReadModels, ResourceStatus, type AnyRecordedEvent } from '@wb/contracts';
import { createTable, type Projection, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';
import { expectRow } from '../shared/rows';
import { isProjectNamed } from '../shared/projectEvents';
import { lastValues, runsOf } from '../shared/runs';

const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${t('resources')} (
      resource_id text PRIMARY KEY,
      name text NOT NULL,
      status smallint NOT NULL,
      created_on timestamptz NOT NULL,
      data jsonb NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${t('resources')}_created ON ${t('resources')} (created_on DESC, resource_id);
    ${createTable(persistence)} IF NOT EXISTS ${t('resource_project_names')} (
      project_id text PRIMARY KEY,
      name text NOT NULL
    );
  `);
};

/** Project names, the last given to each project winning (one statement for a run of project events). */
const projectNames = (client: PoolClient, t: TableName, names: ReadonlyMap<string, string>) =>
  client.query(
    `INSERT INTO ${t('resource_project_names')} (project_id, name) SELECT * FROM unnest($1::text[], $2::text[])
     ON CONFLICT (project_id) DO UPDATE SET name = EXCLUDED.name`,
    [[...names.keys()], [...names.values()]],
  );

/** The types the switch below handles (projection.unit.test.ts checks that it ignores every other type). */
export const EVENT_TYPES: readonly string[] = ['ResourceCreated', 'ResourceUpdated', 'ResourceDeleted', 'ProjectCreated', 'ProjectRenamed'];

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  switch (event.type) {
    case 'ResourceCreated':
      await client.query(`INSERT INTO ${t('resources')} (resource_id, name, status, created_on, data) VALUES ($1, $2, $3, $4, $5)`, [
        event.data.resourceID,
        event.data.name,
        ResourceStatus.Active,
        event.metadata.time,
        JSON.stringify(event.data.data),
      ]);
      return;
    case 'ResourceUpdated': {
      const result = await client.query(`UPDATE ${t('resources')} SET name = $2, data = $3 WHERE resource_id = $1`, [event.data.resourceID, event.data.name, JSON.stringify(event.data.data)]);
      expectRow(result, `Resource ${event.data.resourceID}`);
      return;
    }
    case 'ResourceDeleted': {
      const result = await client.query(`UPDATE ${t('resources')} SET status = $2 WHERE resource_id = $1`, [event.data.resourceID, ResourceStatus.Deleted]);
      expectRow(result, `Resource ${event.data.resourceID}`);
      return;
    }
    case 'ProjectCreated':
    case 'ProjectRenamed':
      await projectNames(client, t, new Map([[event.data.projectID, event.data.name]]));
      return;
    default:
      return;
  }
};

/** Runs of project events (most of what this projection reads) as one statement each; resource events one by one, in order. */
const applyBatch = async (client: PoolClient, events: readonly AnyRecordedEvent[], t: TableName): Promise<void> => {
  for (const run of runsOf(events, isProjectNamed)) {
    if (run.matched)
      await projectNames(
        client,
        t,
        lastValues(run.events, (e) => [e.data.projectID, e.data.name]),
      );
    else for (const event of run.events) await apply(client, event, t);
  }
};

export const resourcesProjection: Projection = {
  name: ReadModels.resources,
  version: 1,
  tables: ['resources', 'resource_project_names'],
  createTables,
  eventTypes: EVENT_TYPES,
  apply,
  applyBatch,
};
