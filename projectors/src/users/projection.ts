// Users with their profile, grants, roles, whether they are deactivated and whether they have a local
// password (version 2: the Trello ID and has_password, issue 20). Read by every call's
// authorization (accessOf), so grants here are what the server checks.
import { ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import { createTable, type Projection, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';
import { expectRow } from '../shared/rows';
import { applyUsersBatch, USER_TYPES } from './batch';

const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${t('users')} (
      user_id integer PRIMARY KEY,
      email text NOT NULL,
      given_name text NOT NULL,
      family_name text NOT NULL,
      avatar text,
      grants text[] NOT NULL DEFAULT '{}',
      roles text[] NOT NULL DEFAULT '{}',
      degrees text[] NOT NULL DEFAULT '{}',
      slack_id text,
      trello_id text,
      deactivated boolean NOT NULL DEFAULT false,
      has_password boolean NOT NULL DEFAULT false
    );
  `);
};

const update = async (client: PoolClient, t: TableName, userID: number, set: string, value?: unknown) => {
  const result = await client.query(`UPDATE ${t('users')} SET ${set} WHERE user_id = $1`, value === undefined ? [userID] : [userID, value]);
  expectRow(result, `User ${userID}`);
};

/** Appends the values not already in the array column, keeping its order. */
const addAll = (column: string) => `${column} = ${column} || ARRAY(SELECT x FROM unnest($2::text[]) AS x WHERE NOT x = ANY(${column}))`;

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  switch (event.type) {
    case 'UserAdded':
      await client.query(`INSERT INTO ${t('users')} (user_id, email, given_name, family_name) VALUES ($1, $2, $3, $4)`, [
        event.data.userID,
        event.data.email,
        event.data.givenName,
        event.data.familyName,
      ]);
      return;
    case 'UserDeactivated':
      return update(client, t, event.data.userID, 'deactivated = true');
    case 'UserReactivated':
      return update(client, t, event.data.userID, 'deactivated = false');
    case 'UserEmailChanged':
      return update(client, t, event.data.userID, 'email = $2', event.data.email);
    case 'UserDegreesSet':
      return update(client, t, event.data.userID, 'degrees = $2', event.data.degrees);
    case 'UserRoleAdded':
      return update(client, t, event.data.userID, addAll('roles'), [event.data.role]);
    case 'UserRoleRemoved':
      return update(client, t, event.data.userID, 'roles = array_remove(roles, $2)', event.data.role);
    case 'UserSlackIdSet':
      return update(client, t, event.data.userID, 'slack_id = $2', event.data.slackId);
    case 'UserTrelloIdSet':
      return update(client, t, event.data.userID, 'trello_id = $2', event.data.trelloId);
    case 'UserAvatarChanged':
      return update(client, t, event.data.userID, 'avatar = $2', event.data.src);
    case 'UserPasswordSet':
      return update(client, t, event.data.userID, 'has_password = true');
    case 'GrantsAdded':
      return update(client, t, event.data.userID, addAll('grants'), event.data.grants);
    case 'GrantsRevoked':
      return update(client, t, event.data.userID, 'grants = ARRAY(SELECT g FROM unnest(grants) AS g WHERE NOT g = ANY($2::text[]))', event.data.grants);
    default:
      return;
  }
};

export const usersProjection: Projection = { name: ReadModels.users, version: 2, tables: ['users'], createTables, eventTypes: [...USER_TYPES], apply, applyBatch: applyUsersBatch };
