// The error log read model (spec 000 section 3): one row per entry, server and client, with the names
// of its user from the user events this projection keeps itself. Entries older than the retention
// window (ErrorLogLimits.retentionDays before the newest entry) are removed as new ones come in, so the
// table stays bounded (docs/decisions/errorLog.md).
import { ErrorLogLimits, ReadModels, CLIENT_ERROR_SOURCE, type AnyRecordedEvent } from '@wb/contracts';
import { createTable, KEY_TEXT, type Projection, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';

const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  const log = t('error_log');
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${log} (
      error_id ${KEY_TEXT} PRIMARY KEY,
      source text NOT NULL,
      user_id integer,
      logged_at timestamptz NOT NULL,
      info jsonb NOT NULL,
      suppressed integer NOT NULL DEFAULT 0
    );
    CREATE INDEX IF NOT EXISTS ${log}_logged_at ON ${log} (logged_at DESC, error_id);
    ${createTable(persistence)} IF NOT EXISTS ${t('error_log_people')} (
      user_id integer PRIMARY KEY,
      name text NOT NULL
    );
  `);
};

export const EVENT_TYPES: readonly string[] = ['ClientErrorLogged', 'ServerErrorLogged', 'UserAdded'];

const insert = async (client: PoolClient, t: TableName, row: { errorID: string; source: string; userID: number | null; at: string; info: unknown; suppressed: number }) => {
  await client.query(`INSERT INTO ${t('error_log')} (error_id, source, user_id, logged_at, info, suppressed) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (error_id) DO NOTHING`, [
    row.errorID,
    row.source,
    row.userID,
    row.at,
    JSON.stringify(row.info),
    row.suppressed,
  ]);
  await client.query(`DELETE FROM ${t('error_log')} WHERE logged_at < $1::timestamptz - make_interval(days => $2)`, [row.at, ErrorLogLimits.retentionDays]);
};

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  switch (event.type) {
    case 'ClientErrorLogged': {
      const { errorID, userID, timestamp, info } = event.data;
      return insert(client, t, { errorID, source: CLIENT_ERROR_SOURCE, userID, at: timestamp, info, suppressed: 0 });
    }
    case 'ServerErrorLogged': {
      const { errorID, source, userID, info, suppressed } = event.data;
      return insert(client, t, { errorID, source, userID, at: event.metadata.time, info, suppressed });
    }
    case 'UserAdded': {
      const { userID, givenName, familyName } = event.data;
      const name = `${givenName} ${familyName}`.trim();
      await client.query(`INSERT INTO ${t('error_log_people')} (user_id, name) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET name = $2`, [userID, name]);
      return;
    }
    default:
      return;
  }
};

export const errorLogProjection: Projection = {
  name: ReadModels.errorLog,
  version: 1,
  tables: ['error_log', 'error_log_people'],
  createTables,
  eventTypes: EVENT_TYPES,
  apply,
};
