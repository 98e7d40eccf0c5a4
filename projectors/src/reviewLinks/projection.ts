// The reviewLinks read model: the live review link of each scene and project, found by its random url.
// A new link of the same scene or project replaces the row (the old url is revoked); a deleted scene or
// project takes its links with it. The scene and its comments a page shows are the scenes and
// sceneComments read models' (docs/decisions/publicReview.md).
import { ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import { createTable, KEY_TEXT, type Projection, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';

const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  const links = t('review_links');
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${links} (
      review_url ${KEY_TEXT} PRIMARY KEY,
      -- 'scene_<sceneID>' or 'project_<projectID>': one live link each.
      target ${KEY_TEXT} NOT NULL UNIQUE,
      kind text NOT NULL,
      scene_id ${KEY_TEXT},
      project_id ${KEY_TEXT} NOT NULL,
      expires_on timestamptz,
      passcode_hash text
    );
    CREATE INDEX IF NOT EXISTS ${links}_project ON ${links} (project_id);
    CREATE INDEX IF NOT EXISTS ${links}_scene ON ${links} (scene_id);
  `);
};

const EVENT_TYPES: readonly string[] = ['ReviewLinkGenerated', 'SceneDeleted', 'ProjectDeleted'];

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  const links = t('review_links');
  switch (event.type) {
    case 'ReviewLinkGenerated': {
      const d = event.data;
      const target = d.kind === 'scene' ? `scene_${d.sceneID ?? ''}` : `project_${d.projectID}`;
      await client.query(`DELETE FROM ${links} WHERE target = $1`, [target]);
      await client.query(
        `INSERT INTO ${links} (review_url, target, kind, scene_id, project_id, expires_on, passcode_hash) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (review_url) DO NOTHING`,
        [d.reviewUrl, target, d.kind, d.sceneID, d.projectID, d.expiresOn, d.passcodeHash],
      );
      return;
    }
    case 'SceneDeleted':
      await client.query(`DELETE FROM ${links} WHERE scene_id = $1`, [event.data.sceneID]);
      return;
    case 'ProjectDeleted':
      // A revived project gets a new link when someone asks for one.
      await client.query(`DELETE FROM ${links} WHERE project_id = $1`, [event.data.projectID]);
      return;
    default:
      return;
  }
};

export const reviewLinksProjection: Projection = {
  name: ReadModels.reviewLinks,
  version: 1,
  tables: ['review_links'],
  createTables,
  eventTypes: EVENT_TYPES,
  apply,
};
