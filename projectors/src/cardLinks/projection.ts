// The cardLinks read model: which card each project links (with what the card showed when linked and
// its due date as last set through the product), and each folder's card-board boards and lists,
// copied from the folders' events so that the card choices are read from this model's own tables.
import { ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import { createTable, KEY_TEXT, type Projection, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';

const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${t('card_links')} (
      project_id ${KEY_TEXT} PRIMARY KEY,
      card_id ${KEY_TEXT} NOT NULL,
      url text NOT NULL,
      name text NOT NULL,
      due text,
      due_complete boolean NOT NULL,
      date_last_activity text,
      linked_on timestamptz NOT NULL
    );
    ${createTable(persistence)} IF NOT EXISTS ${t('card_folder_boards')} (
      project_group_id ${KEY_TEXT} PRIMARY KEY,
      boards jsonb NOT NULL
    );
  `);
};

export const EVENT_TYPES: readonly string[] = ['TrelloCardLinked', 'TrelloCardUnlinked', 'TrelloCardDueUpdated', 'FolderTrelloDataUpdated'];

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  switch (event.type) {
    case 'TrelloCardLinked': {
      const { projectID, cardId, url, name, due, dueComplete, dateLastActivity } = event.data;
      await client.query(
        `INSERT INTO ${t('card_links')} (project_id, card_id, url, name, due, due_complete, date_last_activity, linked_on) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (project_id) DO UPDATE SET card_id = $2, url = $3, name = $4, due = $5, due_complete = $6, date_last_activity = $7, linked_on = $8`,
        [projectID, cardId, url, name, due, dueComplete, dateLastActivity, event.metadata.time],
      );
      return;
    }
    case 'TrelloCardUnlinked':
      await client.query(`DELETE FROM ${t('card_links')} WHERE project_id = $1 AND card_id = $2`, [event.data.projectID, event.data.cardId]);
      return;
    case 'TrelloCardDueUpdated':
      await client.query(`UPDATE ${t('card_links')} SET due = $3, due_complete = $4 WHERE project_id = $1 AND card_id = $2`, [
        event.data.projectID,
        event.data.cardId,
        event.data.due,
        event.data.dueComplete,
      ]);
      return;
    case 'FolderTrelloDataUpdated':
      await client.query(
        `INSERT INTO ${t('card_folder_boards')} (project_group_id, boards) VALUES ($1, $2)
         ON CONFLICT (project_group_id) DO UPDATE SET boards = $2`,
        [event.data.projectGroupID, JSON.stringify(event.data.boards)],
      );
      return;
    default:
      return;
  }
};

export const cardLinksProjection: Projection = {
  name: ReadModels.cardLinks,
  version: 1,
  tables: ['card_links', 'card_folder_boards'],
  createTables,
  eventTypes: EVENT_TYPES,
  apply,
};
