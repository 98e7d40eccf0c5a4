// The admin's list of automation keys: what each is for, its scopes, dates and maker, from the keys'
// events. The key and its hash are in no event, so in no row here (DESIGN.md section 7).
import { ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import { createTable, KEY_TEXT, type Projection, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';
import { expectRow } from '../shared/rows';

const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${t('automation_keys')} (
      key_id ${KEY_TEXT} PRIMARY KEY,
      name text NOT NULL,
      scopes text[] NOT NULL,
      created_on timestamptz NOT NULL,
      expires_on timestamptz NOT NULL,
      revoked_on timestamptz,
      created_by integer NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${t('automation_keys')}_created ON ${t('automation_keys')} (created_on DESC, key_id);
    ${createTable(persistence)} IF NOT EXISTS ${t('automation_key_makers')} (user_id integer PRIMARY KEY, name text NOT NULL);
  `);
};

/** The types the switch below handles. */
const EVENT_TYPES: readonly string[] = ['AutomationKeyCreated', 'AutomationKeyRevoked', 'UserAdded'];

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  switch (event.type) {
    case 'AutomationKeyCreated': {
      const { keyID, name, scopes, createdOn, expiresOn, userID } = event.data;
      await client.query(
        `INSERT INTO ${t('automation_keys')} (key_id, name, scopes, created_on, expires_on, created_by) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (key_id) DO NOTHING`,
        [keyID, name, scopes, createdOn, expiresOn, userID],
      );
      return;
    }
    case 'AutomationKeyRevoked':
      expectRow(await client.query(`UPDATE ${t('automation_keys')} SET revoked_on = $2 WHERE key_id = $1`, [event.data.keyID, event.metadata.time]), `Automation key ${event.data.keyID}`);
      return;
    case 'UserAdded':
      // A user's name never changes after UserAdded; the list shows who made each key by it.
      await client.query(`INSERT INTO ${t('automation_key_makers')} (user_id, name) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name`, [
        event.data.userID,
        `${event.data.givenName} ${event.data.familyName}`.trim(),
      ]);
      return;
    default:
      return;
  }
};

export const automationKeysProjection: Projection = {
  name: ReadModels.automationKeys,
  version: 1,
  tables: ['automation_keys', 'automation_key_makers'],
  createTables,
  eventTypes: EVENT_TYPES,
  apply,
};
