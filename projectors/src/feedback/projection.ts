// The feedback read model (spec 001's Feedback tab): one row per feedback form, read newest first.
import { ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import { createTable, KEY_TEXT, type Projection, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';

const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  const forms = t('feedback_forms');
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${forms} (
      form_id ${KEY_TEXT} PRIMARY KEY,
      user_id integer NOT NULL,
      created_on timestamptz NOT NULL,
      type text NOT NULL,
      text text NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${forms}_created_on ON ${forms} (created_on DESC, form_id);
  `);
};

export const EVENT_TYPES: readonly string[] = ['FeedbackSent'];

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  switch (event.type) {
    case 'FeedbackSent': {
      const { formID, userID, createdOn, data } = event.data;
      await client.query(`INSERT INTO ${t('feedback_forms')} (form_id, user_id, created_on, type, text) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (form_id) DO NOTHING`, [
        formID,
        userID,
        createdOn,
        data.type,
        data.text,
      ]);
      return;
    }
    default:
      return;
  }
};

export const feedbackProjection: Projection = {
  name: ReadModels.feedback,
  version: 1,
  tables: ['feedback_forms'],
  createTables,
  eventTypes: EVENT_TYPES,
  apply,
};
