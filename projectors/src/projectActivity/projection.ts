// The projectActivity read model (spec 000 section 2, "Project contents page": activity of comments
// and uploads, uploads by one user within one hour grouped; the project's own assets of spec 001).
// Projects, users' names, files and comments are copied from their own events, so the queries read
// only these tables. A deleted or unlinked file leaves the activity with its comments; a deleted
// comment leaves it too (docs/decisions/projectActivity.md).
import { ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import type { Projection, TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { upsertAuthorRow } from '../shared/commentThreadRows';
import { applyProjectActivityBatch } from './batch';
import { excerpt } from './excerpt';
import { joinsUploadGroup } from './grouping';
import { createTables, TABLES } from './tables';

const EVENT_TYPES: readonly string[] = [
  'ProjectCreated',
  'UserAdded',
  'FileUploaded',
  'FileVersionAdded',
  'FileRenamed',
  'FileDeleted',
  'FileLinkedToProject',
  'FileUnlinkedFromProject',
  'CommentAdded',
  'CommentTextUpdated',
  'CommentsDeleted',
];

const nextSeq = (t: TableName): string => `(SELECT coalesce(max(seq), 0) + 1 FROM ${t('activity_items')})`;

/** An upload to a project joins its uploader's latest group there, or starts one (grouping.ts). */
const addUpload = async (client: PoolClient, t: TableName, upload: { fileID: string; projectID: string; userID: number | null; time: string }): Promise<void> => {
  const items = t('activity_items');
  const { rows } = await client.query<{ item_id: string; started_on: Date }>(
    `SELECT item_id, started_on FROM ${items} WHERE project_id = $1 AND user_id = $2 AND kind = 'upload' ORDER BY seq DESC LIMIT 1`,
    [upload.projectID, upload.userID],
  );
  const latest = rows[0];
  // An upload nobody is named for (a server's own) joins no group.
  const joins = latest !== undefined && upload.userID !== null && joinsUploadGroup({ userID: upload.userID, startedOn: latest.started_on.toISOString() }, { userID: upload.userID, time: upload.time });
  const itemID = joins ? latest.item_id : `upload-${upload.fileID}`;
  if (joins) {
    await client.query(`UPDATE ${items} SET seq = ${nextSeq(t)}, time = $2, file_count = file_count + 1 WHERE item_id = $1`, [itemID, upload.time]);
  } else {
    await client.query(`INSERT INTO ${items} (item_id, project_id, seq, kind, user_id, time, started_on, file_count) VALUES ($1, $2, ${nextSeq(t)}, 'upload', $3, $4, $4, 1) ON CONFLICT DO NOTHING`, [
      itemID,
      upload.projectID,
      upload.userID,
      upload.time,
    ]);
  }
  await client.query(`INSERT INTO ${t('activity_item_files')} (item_id, file_id, project_id, added_on) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [
    itemID,
    upload.fileID,
    upload.projectID,
    upload.time,
  ]);
};

/** A file leaves the activity (of one project, or of every one): its uploads, emptied groups and comments. */
const dropFile = async (client: PoolClient, t: TableName, fileID: string, projectID: string | null): Promise<void> => {
  const items = t('activity_items');
  const { rows } = await client.query<{ item_id: string }>(`DELETE FROM ${t('activity_item_files')} WHERE file_id = $1 AND ($2::text IS NULL OR project_id = $2) RETURNING item_id`, [
    fileID,
    projectID,
  ]);
  const itemIDs = rows.map((r) => r.item_id);
  if (itemIDs.length > 0) {
    await client.query(`UPDATE ${items} SET file_count = file_count - 1 WHERE item_id = ANY($1::text[])`, [itemIDs]);
    await client.query(`DELETE FROM ${items} WHERE item_id = ANY($1::text[]) AND file_count <= 0`, [itemIDs]);
  }
  await client.query(`DELETE FROM ${items} WHERE file_id = $1 AND ($2::text IS NULL OR project_id = $2)`, [fileID, projectID]);
};

const linkFile = (client: PoolClient, t: TableName, fileID: string, projectID: string) =>
  client.query(`INSERT INTO ${t('activity_file_projects')} (project_id, file_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [projectID, fileID]);

const applyFile = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  const files = t('activity_files');
  switch (event.type) {
    case 'FileUploaded': {
      const d = event.data;
      await client.query(`INSERT INTO ${files} (file_id, name, file_type, project_asset_type, url, user_name, created_on) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`, [
        d.fileID,
        d.name,
        d.type.toLowerCase(),
        d.projectAssetType,
        d.url,
        d.userName,
        event.metadata.time,
      ]);
      if (d.projectID === null) return;
      await linkFile(client, t, d.fileID, d.projectID);
      return addUpload(client, t, { fileID: d.fileID, projectID: d.projectID, userID: d.userID, time: event.metadata.time });
    }
    case 'FileVersionAdded':
      await client.query(`UPDATE ${files} SET url = $2 WHERE file_id = $1`, [event.data.fileID, event.data.url]);
      return;
    case 'FileRenamed':
      await client.query(`UPDATE ${files} SET name = $2 WHERE file_id = $1`, [event.data.fileID, event.data.name]);
      return;
    case 'FileDeleted':
      await client.query(`UPDATE ${files} SET deleted = true WHERE file_id = $1`, [event.data.fileID]);
      return dropFile(client, t, event.data.fileID, null);
    case 'FileLinkedToProject':
      await linkFile(client, t, event.data.fileID, event.data.projectID);
      return;
    case 'FileUnlinkedFromProject':
      await client.query(`DELETE FROM ${t('activity_file_projects')} WHERE project_id = $1 AND file_id = $2`, [event.data.projectID, event.data.fileID]);
      return dropFile(client, t, event.data.fileID, event.data.projectID);
    default:
      return;
  }
};

const applyComment = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  const items = t('activity_items');
  switch (event.type) {
    case 'CommentAdded': {
      const d = event.data;
      await client.query(
        `INSERT INTO ${items} (item_id, project_id, seq, kind, user_id, time, started_on, comment_id, file_id, text, anonymous, reply)
         VALUES ($1, $2, ${nextSeq(t)}, 'comment', $3, $4, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
        [`comment-${d.commentID}`, d.projectID, d.userID, event.metadata.time, d.commentID, d.fileID, excerpt(d.text), d.anonymous, d.parentCommentID !== null],
      );
      return;
    }
    case 'CommentTextUpdated':
      await client.query(`UPDATE ${items} SET text = $2 WHERE item_id = $1`, [`comment-${event.data.commentID}`, excerpt(event.data.text)]);
      return;
    case 'CommentsDeleted':
      await client.query(`DELETE FROM ${items} WHERE item_id = ANY($1::text[])`, [event.data.commentIDs.map((id) => `comment-${id}`)]);
      return;
    default:
      return;
  }
};

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  switch (event.type) {
    case 'ProjectCreated':
      await client.query(`INSERT INTO ${t('activity_projects')} (project_id) VALUES ($1) ON CONFLICT DO NOTHING`, [event.data.projectID]);
      return;
    case 'UserAdded':
      await upsertAuthorRow(client, t('activity_users'), event.data);
      return;
    default:
      await applyFile(client, event, t);
      await applyComment(client, event, t);
  }
};

export const projectActivityProjection: Projection = {
  name: ReadModels.projectActivity,
  // 2: without the index on activity_file_projects (file_id), which no query reads (a project's files are read by its key).
  version: 2,
  tables: [...TABLES],
  createTables,
  eventTypes: EVENT_TYPES,
  apply,
  applyBatch: (client, events, t) => applyProjectActivityBatch(client, events, t, apply),
};
