// The editor Library (spec 002 section 2, Library tab): one row per kept image or symbol, with the
// DocumentStore key of its element tree. A removed item's row is removed.
import { ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import { createTable, type Projection, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';

const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${t('editor_assets')} (
      asset_id text PRIMARY KEY,
      name text NOT NULL,
      type text NOT NULL,
      key text NOT NULL,
      user_id integer,
      created_on timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${t('editor_assets')}_created ON ${t('editor_assets')} (created_on DESC, asset_id);
  `);
};

/** The types the switch below handles (projection.unit.test.ts checks that it ignores every other type). */
export const EVENT_TYPES: readonly string[] = ['EditorAssetSaved', 'EditorAssetsDeleted'];

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  switch (event.type) {
    case 'EditorAssetSaved': {
      const d = event.data;
      await client.query(`INSERT INTO ${t('editor_assets')} (asset_id, name, type, key, user_id, created_on) VALUES ($1, $2, $3, $4, $5, $6)`, [
        d.assetID,
        d.name,
        d.type,
        d.key,
        d.userID,
        event.metadata.time,
      ]);
      return;
    }
    case 'EditorAssetsDeleted':
      await client.query(`DELETE FROM ${t('editor_assets')} WHERE asset_id = ANY($1::text[])`, [event.data.assetIDs]);
      return;
    default:
      return;
  }
};

export const editorAssetsProjection: Projection = {
  name: ReadModels.editorAssets,
  version: 1,
  tables: ['editor_assets'],
  createTables,
  eventTypes: EVENT_TYPES,
  apply,
};
