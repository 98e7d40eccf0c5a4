// Project cards and lists: one row per project, and one per (project, user) that has a relation to it
// (member, owner, subscriber, or someone who opened it). Dates come from the events' metadata.time.
import { ProjectStatus, ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import type { Projection, TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { expectRow } from '../shared/rows';
import { applyInAccessRuns } from './accessRuns';

const createTables = async (client: PoolClient, t: TableName): Promise<void> => {
  const projects = t('projects');
  const users = t('project_users');
  const { rows } = await client.query("SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'");
  const trigram = rows.length > 0;
  if (trigram) await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await client.query(`
    CREATE TABLE IF NOT EXISTS ${projects} (
      project_id text PRIMARY KEY,
      name text NOT NULL,
      name_lower text NOT NULL,
      status smallint NOT NULL,
      created_on timestamptz NOT NULL,
      modified timestamptz NOT NULL,
      groups text[] NOT NULL DEFAULT '{}',
      owner_user_id integer NOT NULL,
      thumbnail text,
      types text[] NOT NULL DEFAULT '{}',
      comment_count integer NOT NULL DEFAULT 0,
      word_count integer NOT NULL DEFAULT 0
    );
    CREATE INDEX IF NOT EXISTS ${projects}_created_on ON ${projects} (created_on);
    CREATE INDEX IF NOT EXISTS ${projects}_modified ON ${projects} (modified);
    CREATE INDEX IF NOT EXISTS ${projects}_name_lower ON ${projects} (name_lower);
    CREATE INDEX IF NOT EXISTS ${projects}_groups ON ${projects} USING gin (groups);
    CREATE TABLE IF NOT EXISTS ${users} (
      project_id text NOT NULL,
      user_id integer NOT NULL,
      member boolean NOT NULL DEFAULT false,
      owner boolean NOT NULL DEFAULT false,
      subscribed boolean NOT NULL DEFAULT false,
      last_accessed timestamptz,
      PRIMARY KEY (project_id, user_id)
    );
    CREATE INDEX IF NOT EXISTS ${users}_user ON ${users} (user_id, last_accessed);
  `);
  // Without pg_trgm (a server built without contrib) name search still works, by a scan.
  if (trigram) await client.query(`CREATE INDEX IF NOT EXISTS ${projects}_name_trgm ON ${projects} USING gin (name_lower gin_trgm_ops)`);
};

/** Sets columns of a project's row and its modified time. */
const updateProject = async (client: PoolClient, t: TableName, event: AnyRecordedEvent, projectID: string, set: string, values: unknown[] = []) => {
  const result = await client.query(
    `UPDATE ${t('projects')} SET ${set}${set ? ', ' : ''}modified = $2 WHERE project_id = $1`,
    [projectID, event.metadata.time, ...values],
  );
  expectRow(result, `Project ${projectID}`);
};

/** Sets a flag of a user's relation to a project, creating the relation; the project must exist. */
const upsertRelation = async (client: PoolClient, t: TableName, projectID: string, userID: number, column: 'member' | 'subscribed', value: boolean) => {
  const result = await client.query(
    `INSERT INTO ${t('project_users')} (project_id, user_id, ${column})
     SELECT project_id, $2, $3 FROM ${t('projects')} WHERE project_id = $1
     ON CONFLICT (project_id, user_id) DO UPDATE SET ${column} = $3`,
    [projectID, userID, value],
  );
  expectRow(result, `Project ${projectID}`);
};

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  switch (event.type) {
    case 'ProjectCreated': {
      const { projectID, name, groups, ownerUserID } = event.data;
      await client.query(
        `INSERT INTO ${t('projects')} (project_id, name, name_lower, status, created_on, modified, groups, owner_user_id)
         VALUES ($1, $2, lower($2), $3, $4, $4, $5, $6)`,
        [projectID, name, ProjectStatus.Active, event.metadata.time, groups, ownerUserID],
      );
      // ProjectCreated alone makes the creator owner, member and subscribed (the Project aggregate
      // folds it so); no separate ProjectSubscribed follows, so the row must say it here.
      await client.query(
        `INSERT INTO ${t('project_users')} (project_id, user_id, member, owner, subscribed) VALUES ($1, $2, true, true, true)
         ON CONFLICT (project_id, user_id) DO UPDATE SET member = true, owner = true, subscribed = true`,
        [projectID, ownerUserID],
      );
      return;
    }
    case 'ProjectRenamed':
      return updateProject(client, t, event, event.data.projectID, 'name = $3, name_lower = lower($3)', [event.data.name]);
    case 'ProjectArchived':
      return updateProject(client, t, event, event.data.projectID, 'status = $3', [ProjectStatus.Archived]);
    case 'ProjectDeleted':
      return updateProject(client, t, event, event.data.projectID, 'status = $3', [ProjectStatus.Deleted]);
    case 'ProjectRevived':
      return updateProject(client, t, event, event.data.projectID, 'status = $3', [ProjectStatus.Active]);
    case 'ProjectAddedToFolder':
      return updateProject(client, t, event, event.data.projectID,
        'groups = CASE WHEN $3 = ANY(groups) THEN groups ELSE array_append(groups, $3) END', [event.data.projectGroupID]);
    case 'ProjectRemovedFromFolder':
      return updateProject(client, t, event, event.data.projectID, 'groups = array_remove(groups, $3)', [event.data.projectGroupID]);
    case 'ProjectAccessed': {
      const { projectID, userID } = event.data;
      const result = await client.query(
        `INSERT INTO ${t('project_users')} (project_id, user_id, last_accessed)
         SELECT project_id, $2, $3 FROM ${t('projects')} WHERE project_id = $1
         ON CONFLICT (project_id, user_id) DO UPDATE SET last_accessed = $3`,
        [projectID, userID, event.metadata.time],
      );
      return expectRow(result, `Project ${projectID}`);
    }
    case 'ProjectMemberJoined':
      return upsertRelation(client, t, event.data.projectID, event.data.userID, 'member', true);
    case 'ProjectSubscribed':
      return upsertRelation(client, t, event.data.projectID, event.data.userID, 'subscribed', true);
    case 'ProjectUnsubscribed':
      return upsertRelation(client, t, event.data.projectID, event.data.userID, 'subscribed', false);
    default:
      return;
  }
};

export const projectListProjection: Projection = {
  name: ReadModels.projectList,
  version: 1,
  tables: ['projects', 'project_users'],
  createTables,
  apply,
  applyBatch: (client, events, t) => applyInAccessRuns(client, events, t, apply),
};
