// The Labels tab's rows: every scene label with its colour.
import { ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import { createTable, type Projection, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';
import { expectRow } from '../shared/rows';

const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${t('scene_labels')} (
      label_id text PRIMARY KEY,
      name text NOT NULL,
      color text NOT NULL,
      created_on timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${t('scene_labels')}_name ON ${t('scene_labels')} (lower(name), label_id);
  `);
};

/** The types the switch below handles (projection.unit.test.ts checks that it ignores every other type). */
export const EVENT_TYPES: readonly string[] = ['SceneLabelCreated', 'SceneLabelRenamed', 'SceneLabelRecoloured'];

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  switch (event.type) {
    case 'SceneLabelCreated':
      await client.query(`INSERT INTO ${t('scene_labels')} (label_id, name, color, created_on) VALUES ($1, $2, $3, $4)`, [event.data.labelID, event.data.name, event.data.color, event.metadata.time]);
      return;
    case 'SceneLabelRenamed':
      expectRow(await client.query(`UPDATE ${t('scene_labels')} SET name = $2 WHERE label_id = $1`, [event.data.labelID, event.data.name]), `Label ${event.data.labelID}`);
      return;
    case 'SceneLabelRecoloured':
      expectRow(await client.query(`UPDATE ${t('scene_labels')} SET color = $2 WHERE label_id = $1`, [event.data.labelID, event.data.color]), `Label ${event.data.labelID}`);
      return;
    default:
      return;
  }
};

export const sceneLabelsProjection: Projection = {
  name: ReadModels.sceneLabels,
  version: 1,
  tables: ['scene_labels'],
  createTables,
  eventTypes: EVENT_TYPES,
  apply,
};
