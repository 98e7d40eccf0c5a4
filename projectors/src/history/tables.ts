// The history read model's tables. history_entries holds one row per event of the log; the others are
// what folding needs: each stream's flat state (before and after), which project each entity belongs
// to, people's and folders' names, and each project's members (who may read its history).
//
// A page is one range of an index ordered by (at, position): by entity, by entity and person, by entity
// and type, and for the audit trail by time, person or type. The entries have no primary key: positions
// are unique in the log and applied once (the checkpoint moves in the batch's transaction), and a
// seventh index on 1,000,000 rows would cost the rebuild without serving any page
// (docs/decisions/history.md). The changes and the streams' states are `json`, kept as the text the fold
// wrote: nothing queries inside them, json takes a row without jsonb's parse and rebuild of every value
// (a comment thread's state holds every comment and is written again by each batch that touches it),
// and the CSV download sends the changes' text as it is.
import { createTable, KEY_TEXT, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';

export const HISTORY_TABLES = ['history_entries', 'history_streams', 'history_owners', 'history_names', 'history_members'] as const;

export const createHistoryTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  const entries = t('history_entries');
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${entries} (
      position bigint NOT NULL,
      stream_id ${KEY_TEXT} NOT NULL,
      stream_type ${KEY_TEXT} NOT NULL,
      entity_type ${KEY_TEXT} NOT NULL,
      entity_id ${KEY_TEXT} NOT NULL,
      project_id ${KEY_TEXT},
      type ${KEY_TEXT} NOT NULL,
      actor_id integer,
      at timestamptz NOT NULL,
      summary text NOT NULL,
      changes json NOT NULL
    );
    ${createTable(persistence)} IF NOT EXISTS ${t('history_streams')} (stream_id ${KEY_TEXT} PRIMARY KEY, state json NOT NULL);
    ${createTable(persistence)} IF NOT EXISTS ${t('history_owners')} (
      entity_type ${KEY_TEXT} NOT NULL,
      entity_id ${KEY_TEXT} NOT NULL,
      project_id ${KEY_TEXT} NOT NULL,
      PRIMARY KEY (entity_type, entity_id)
    );
    ${createTable(persistence)} IF NOT EXISTS ${t('history_names')} (
      entity_type ${KEY_TEXT} NOT NULL,
      entity_id ${KEY_TEXT} NOT NULL,
      name text NOT NULL,
      PRIMARY KEY (entity_type, entity_id)
    );
    ${createTable(persistence)} IF NOT EXISTS ${t('history_members')} (project_id ${KEY_TEXT} NOT NULL, user_id integer NOT NULL, PRIMARY KEY (project_id, user_id));
  `);
};

/**
 * The pages' indexes: only queries read them (applying writes entries and reads the other tables by
 * their keys), so a rebuild builds them once its million entries are in (Projection.createReadIndexes).
 */
export const createHistoryReadIndexes = async (client: PoolClient, t: TableName): Promise<void> => {
  const entries = t('history_entries');
  await client.query(`
    CREATE INDEX IF NOT EXISTS ${entries}_entity ON ${entries} (entity_type, entity_id, at, position);
    CREATE INDEX IF NOT EXISTS ${entries}_entity_actor ON ${entries} (entity_type, entity_id, actor_id, at, position);
    CREATE INDEX IF NOT EXISTS ${entries}_entity_type ON ${entries} (entity_type, entity_id, type, at, position);
    CREATE INDEX IF NOT EXISTS ${entries}_at ON ${entries} (at, position);
    CREATE INDEX IF NOT EXISTS ${entries}_actor ON ${entries} (actor_id, at, position);
    CREATE INDEX IF NOT EXISTS ${entries}_type ON ${entries} (type, at, position);
  `);
};
