// The learning read model: which video of the learning site each project links, with the name, page
// and media status the site showed when linked, so that the link status (1 live, 0 draft, -1 not
// linked) is read without asking the site (docs/decisions/learning.md).
import { ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import { createTable, KEY_TEXT, type Projection, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';

const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${t('learning_links')} (
      project_id ${KEY_TEXT} PRIMARY KEY,
      node_id ${KEY_TEXT} NOT NULL,
      name text NOT NULL,
      url text NOT NULL,
      media_status smallint NOT NULL,
      linked_on timestamptz NOT NULL
    );
  `);
};

const EVENT_TYPES: readonly string[] = ['LearnNodeLinked', 'LearnNodeUnlinked'];

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  switch (event.type) {
    case 'LearnNodeLinked': {
      const { projectID, nodeID, name, url, mediaStatus } = event.data;
      await client.query(
        `INSERT INTO ${t('learning_links')} (project_id, node_id, name, url, media_status, linked_on) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (project_id) DO UPDATE SET node_id = $2, name = $3, url = $4, media_status = $5, linked_on = $6`,
        [projectID, nodeID, name, url, mediaStatus, event.metadata.time],
      );
      return;
    }
    case 'LearnNodeUnlinked':
      await client.query(`DELETE FROM ${t('learning_links')} WHERE project_id = $1 AND node_id = $2`, [event.data.projectID, event.data.nodeID]);
      return;
    default:
      return;
  }
};

export const learningProjection: Projection = {
  name: ReadModels.learning,
  version: 1,
  tables: ['learning_links'],
  createTables,
  eventTypes: EVENT_TYPES,
  apply,
};
