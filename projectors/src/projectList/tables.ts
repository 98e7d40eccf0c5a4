// The project list's tables, shaped for the dashboard's queries:
// - projects: one row per project card, its members (names and avatars) included, so a page is read
//   without joins; ordered indexes per status for each sort, so a page is the next rows of an index;
//   30% of each page left free, so that members written again (no indexed column changes) are HOT
//   updates that touch none of its seven indexes;
// - project_users: one row per (project, user) with a relation (member, owner, subscriber, opened),
//   indexed by user for Recent (last opened first) and Subscribed;
// - project_people: the names and avatars of users, kept from user events (not read from the users
//   read model), to write into cards;
// - project_counts: how many projects per status, overall ('') and per folder, so that a list's total
//   and a folder's count are one row, not a count over every project.
import { createTable, KEY_TEXT, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';

/** The key of project_counts that counts every project, whatever its folders. */
export const ALL_PROJECTS = '';

export const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  const projects = t('projects');
  const users = t('project_users');
  const people = t('project_people');
  const counts = t('project_counts');
  const { rows } = await client.query("SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'");
  const trigram = rows.length > 0;
  if (trigram) await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${projects} (
      project_id ${KEY_TEXT} PRIMARY KEY,
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
      word_count integer NOT NULL DEFAULT 0,
      -- The card's members as the API answers them (json keeps the keys' order).
      members json NOT NULL DEFAULT '[]',
      -- The contents page's settings: links as the API answers them, the due date and its completion.
      links json NOT NULL DEFAULT '[]',
      due_date text,
      due_completed_on timestamptz,
      -- The linked card of the card board as the API answers it (data.trello), null without one.
      trello json,
      -- The learning site's status of its linked video: 1 live, 0 draft, -1 not linked.
      learn_status smallint NOT NULL DEFAULT -1
    ) WITH (fillfactor = 70);
    CREATE INDEX IF NOT EXISTS ${projects}_status_modified ON ${projects} (status, modified DESC, project_id);
    CREATE INDEX IF NOT EXISTS ${projects}_status_created ON ${projects} (status, created_on DESC, project_id);
    CREATE INDEX IF NOT EXISTS ${projects}_status_name ON ${projects} (status, name_lower, project_id);
    CREATE INDEX IF NOT EXISTS ${projects}_name_lower ON ${projects} (name_lower);
    CREATE INDEX IF NOT EXISTS ${projects}_groups ON ${projects} USING gin (groups);
    ${createTable(persistence)} IF NOT EXISTS ${users} (
      project_id ${KEY_TEXT} NOT NULL,
      user_id integer NOT NULL,
      member boolean NOT NULL DEFAULT false,
      owner boolean NOT NULL DEFAULT false,
      subscribed boolean NOT NULL DEFAULT false,
      last_accessed timestamptz,
      PRIMARY KEY (project_id, user_id)
    );
    CREATE INDEX IF NOT EXISTS ${users}_recent ON ${users} (user_id, last_accessed DESC, project_id) WHERE last_accessed IS NOT NULL;
    CREATE INDEX IF NOT EXISTS ${users}_subscribed ON ${users} (user_id, project_id) WHERE subscribed;
    CREATE INDEX IF NOT EXISTS ${users}_member ON ${users} (user_id, project_id) WHERE member OR owner;
    ${createTable(persistence)} IF NOT EXISTS ${people} (
      user_id integer PRIMARY KEY,
      given_name text NOT NULL,
      family_name text NOT NULL,
      avatar text
    );
    ${createTable(persistence)} IF NOT EXISTS ${counts} (
      group_id text NOT NULL,
      status smallint NOT NULL,
      n integer NOT NULL,
      PRIMARY KEY (group_id, status)
    );
  `);
  // The admin table's filter finds a part of a name (not word starts); without pg_trgm (a server
  // built without contrib) it still works, by a scan.
  if (trigram) await client.query(`CREATE INDEX IF NOT EXISTS ${projects}_name_trgm ON ${projects} USING gin (name_lower gin_trgm_ops)`);
};

/**
 * The members of the card whose id is `card` (an SQL expression) as the API answers them: owner first,
 * then by user id; names from project_people ('' until the user's UserAdded is seen). Each member's
 * name is looked up by key (OFFSET 0 keeps the planner from joining all of project_people per card,
 * which took twice as long for a batch of cards).
 */
export const membersOf = (t: TableName, card = 'p.project_id'): string => `COALESCE((
  SELECT json_agg(json_build_object(
           'userID', pu.user_id, 'givenName', COALESCE(u.given_name, ''), 'familyName', COALESCE(u.family_name, ''),
           'avatar', u.avatar, 'owner', pu.owner, 'subscribed', pu.subscribed)
         ORDER BY pu.owner DESC, pu.user_id)
  FROM ${t('project_users')} pu
  LEFT JOIN LATERAL (SELECT given_name, family_name, avatar FROM ${t('project_people')} WHERE user_id = pu.user_id OFFSET 0) u ON true
  WHERE pu.project_id = ${card} AND (pu.member OR pu.owner)), '[]')`;

/** Writes the members of these cards again (a relation changed). */
export const refreshCards = async (client: PoolClient, t: TableName, projectIDs: readonly string[]): Promise<void> => {
  await client.query(`UPDATE ${t('projects')} p SET members = ${membersOf(t)} WHERE p.project_id = ANY($1::text[])`, [projectIDs]);
};

/** Writes the members of every card this user is a member of again (their name or avatar changed). */
export const refreshCardsOf = async (client: PoolClient, t: TableName, userID: number): Promise<void> => {
  await client.query(
    `UPDATE ${t('projects')} p SET members = ${membersOf(t)}
     WHERE p.project_id IN (SELECT project_id FROM ${t('project_users')} WHERE user_id = $1 AND (member OR owner))`,
    [userID],
  );
};

/**
 * Adds `delta` to the counts of a status, overall and for each folder; one statement. Folders are
 * taken once each (a project is in a folder or not).
 */
export const addToCounts = async (client: PoolClient, t: TableName, groups: readonly string[], status: number, delta: number): Promise<void> => {
  const keys = [...new Set([ALL_PROJECTS, ...groups])];
  await client.query(
    `INSERT INTO ${t('project_counts')} AS c (group_id, status, n) SELECT g, $2, $3 FROM unnest($1::text[]) AS g
     ON CONFLICT (group_id, status) DO UPDATE SET n = c.n + EXCLUDED.n`,
    [keys, status, delta],
  );
};
