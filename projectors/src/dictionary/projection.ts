// Each user's saved spellings: one row per user and lower-cased word, read as one ordered page of the
// caller's own words. Adding a word saved in another case replaces its row (decide never does that,
// but a replay of any stream must not fail on it).
import { ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import { createTable, KEY_TEXT, type Projection, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';

const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  const words = t('dictionary_words');
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${words} (
      user_id integer NOT NULL,
      word_key ${KEY_TEXT} NOT NULL,
      word text NOT NULL,
      PRIMARY KEY (user_id, word_key)
    );
  `);
};

const EVENT_TYPES: readonly string[] = ['DictionaryWordAdded', 'DictionaryWordRemoved'];

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  switch (event.type) {
    case 'DictionaryWordAdded': {
      const { userID, word } = event.data;
      await client.query(
        `INSERT INTO ${t('dictionary_words')} (user_id, word_key, word) VALUES ($1, lower($2), $2)
         ON CONFLICT (user_id, word_key) DO UPDATE SET word = EXCLUDED.word`,
        [userID, word],
      );
      return;
    }
    case 'DictionaryWordRemoved': {
      // Removing what is not there leaves nothing to fix: the list already lacks it.
      await client.query(`DELETE FROM ${t('dictionary_words')} WHERE user_id = $1 AND word_key = lower($2)`, [event.data.userID, event.data.word]);
      return;
    }
    default:
      return;
  }
};

export const dictionaryProjection: Projection = {
  name: ReadModels.dictionary,
  version: 1,
  tables: ['dictionary_words'],
  createTables,
  eventTypes: EVENT_TYPES,
  apply,
};
