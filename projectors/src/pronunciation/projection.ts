// The pronunciation guide: one row per word, with its creator's names and avatar copied in from the
// user events this projection keeps itself (a read model reads only its own tables), so the list is
// one ordered read with no join. A deleted word's row is removed.
import { ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import { createTable, type Projection, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';
import { expectRow } from '../shared/rows';

const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  const words = t('pronunciation_words');
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${words} (
      word_id text PRIMARY KEY,
      word text NOT NULL,
      word_lower text NOT NULL,
      phonetics text NOT NULL,
      audio text NOT NULL,
      created_on timestamptz NOT NULL,
      created_by integer NOT NULL,
      given_name text NOT NULL,
      family_name text NOT NULL,
      avatar text
    );
    CREATE INDEX IF NOT EXISTS ${words}_word ON ${words} (word_lower, word_id);
    CREATE INDEX IF NOT EXISTS ${words}_created_by ON ${words} (created_by);
    ${createTable(persistence)} IF NOT EXISTS ${t('pronunciation_people')} (
      user_id integer PRIMARY KEY,
      given_name text NOT NULL,
      family_name text NOT NULL,
      avatar text
    );
  `);
};

/** A person's names or avatar changed: their own row, then every word they added. */
const refreshCreator = async (client: PoolClient, t: TableName, userID: number): Promise<void> => {
  await client.query(
    `UPDATE ${t('pronunciation_words')} w SET given_name = p.given_name, family_name = p.family_name, avatar = p.avatar
     FROM ${t('pronunciation_people')} p WHERE p.user_id = $1 AND w.created_by = $1`,
    [userID],
  );
};

/** The types the switch below handles (projection.unit.test.ts checks that it ignores every other type). */
export const EVENT_TYPES: readonly string[] = ['WordAdded', 'WordUpdated', 'WordDeleted', 'UserAdded', 'UserAvatarChanged'];

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  switch (event.type) {
    case 'WordAdded': {
      const { wordID, word, phonetics, audio, createdBy } = event.data;
      // Names are '' until the creator's UserAdded is seen (it always comes first in a real store).
      await client.query(
        `INSERT INTO ${t('pronunciation_words')} (word_id, word, word_lower, phonetics, audio, created_on, created_by, given_name, family_name, avatar)
         SELECT $1, $2, lower($2), $3, $4, $5, $6, COALESCE(p.given_name, ''), COALESCE(p.family_name, ''), p.avatar
         FROM (SELECT 1) AS one LEFT JOIN ${t('pronunciation_people')} p ON p.user_id = $6`,
        [wordID, word, phonetics, audio, event.metadata.time, createdBy],
      );
      return;
    }
    case 'WordUpdated': {
      const { wordID, word, phonetics, audio } = event.data;
      const result = await client.query(`UPDATE ${t('pronunciation_words')} SET word = $2, word_lower = lower($2), phonetics = $3, audio = $4 WHERE word_id = $1`, [wordID, word, phonetics, audio]);
      return expectRow(result, `Word ${wordID}`);
    }
    case 'WordDeleted': {
      const result = await client.query(`DELETE FROM ${t('pronunciation_words')} WHERE word_id = $1`, [event.data.wordID]);
      return expectRow(result, `Word ${event.data.wordID}`);
    }
    case 'UserAdded': {
      const { userID, givenName, familyName } = event.data;
      await client.query(
        `INSERT INTO ${t('pronunciation_people')} (user_id, given_name, family_name) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET given_name = $2, family_name = $3`,
        [userID, givenName, familyName],
      );
      return refreshCreator(client, t, userID);
    }
    case 'UserAvatarChanged': {
      const result = await client.query(`UPDATE ${t('pronunciation_people')} SET avatar = $2 WHERE user_id = $1`, [event.data.userID, event.data.src]);
      expectRow(result, `User ${event.data.userID}`);
      return refreshCreator(client, t, event.data.userID);
    }
    default:
      return;
  }
};

export const pronunciationProjection: Projection = {
  name: ReadModels.pronunciation,
  version: 1,
  tables: ['pronunciation_words', 'pronunciation_people'],
  createTables,
  eventTypes: EVENT_TYPES,
  apply,
};
