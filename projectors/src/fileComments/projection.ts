// The fileComments read model (spec 002 section 3, "Comment (project file)"; spec 000 project comments):
// every live comment of a project's files and of the project itself (file_id NULL, the spec's -1) in
// the order it was recorded, with its resolution; the projects, the files with their names, types and
// projects, and the authors' names, each copied from its own events so a query reads only these tables.
import { ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import { createTable, KEY_TEXT, type Projection, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';
import { deleteCommentRows, resolveCommentRow, updateCommentRowText, upsertAuthorRow } from '../shared/commentThreadRows';
import { applyFileCommentsBatch } from './batch';

const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  const comments = t('file_comments');
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${t('file_comment_projects')} (project_id ${KEY_TEXT} PRIMARY KEY);
    ${createTable(persistence)} IF NOT EXISTS ${t('file_comment_files')} (
      file_id ${KEY_TEXT} PRIMARY KEY,
      name text NOT NULL,
      file_type text NOT NULL,
      deleted boolean NOT NULL DEFAULT false
    );
    ${createTable(persistence)} IF NOT EXISTS ${t('file_comment_file_projects')} (
      file_id ${KEY_TEXT} NOT NULL,
      project_id ${KEY_TEXT} NOT NULL,
      PRIMARY KEY (project_id, file_id)
    );
    ${createTable(persistence)} IF NOT EXISTS ${comments} (
      comment_id ${KEY_TEXT} PRIMARY KEY,
      project_id ${KEY_TEXT} NOT NULL,
      -- NULL: a comment on the project itself.
      file_id ${KEY_TEXT},
      -- The order comments were recorded in: rows are inserted in the order of the log.
      seq bigint GENERATED ALWAYS AS IDENTITY,
      file_version integer,
      user_id integer NOT NULL,
      text text NOT NULL,
      timestamp integer,
      parent_comment_id ${KEY_TEXT},
      reply_to_comment_id ${KEY_TEXT},
      annotations jsonb NOT NULL,
      anonymous boolean NOT NULL,
      mentioned_user_ids jsonb NOT NULL,
      resolved_by integer,
      resolved_on timestamptz,
      created_on timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${comments}_thread ON ${comments} (project_id, file_id, seq);
    ${createTable(persistence)} IF NOT EXISTS ${t('file_comment_authors')} (user_id integer PRIMARY KEY, given_name text NOT NULL, family_name text NOT NULL);
  `);
};

const EVENT_TYPES: readonly string[] = [
  'ProjectCreated',
  'FileUploaded',
  'FileRenamed',
  'FileDeleted',
  'FileLinkedToProject',
  'FileUnlinkedFromProject',
  'CommentAdded',
  'CommentResolved',
  'CommentTextUpdated',
  'CommentsDeleted',
  'UserAdded',
];

const linkFile = (client: PoolClient, t: TableName, fileID: string, projectID: string) =>
  client.query(`INSERT INTO ${t('file_comment_file_projects')} (file_id, project_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [fileID, projectID]);

const applyFile = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  switch (event.type) {
    case 'FileUploaded': {
      const { fileID, name, type, projectID } = event.data;
      await client.query(`INSERT INTO ${t('file_comment_files')} (file_id, name, file_type) VALUES ($1, $2, $3) ON CONFLICT (file_id) DO NOTHING`, [fileID, name, type]);
      if (projectID !== null) await linkFile(client, t, fileID, projectID);
      return;
    }
    case 'FileRenamed':
      await client.query(`UPDATE ${t('file_comment_files')} SET name = $2 WHERE file_id = $1`, [event.data.fileID, event.data.name]);
      return;
    case 'FileDeleted':
      await client.query(`UPDATE ${t('file_comment_files')} SET deleted = true WHERE file_id = $1`, [event.data.fileID]);
      return;
    case 'FileLinkedToProject':
      await linkFile(client, t, event.data.fileID, event.data.projectID);
      return;
    case 'FileUnlinkedFromProject':
      await client.query(`DELETE FROM ${t('file_comment_file_projects')} WHERE file_id = $1 AND project_id = $2`, [event.data.fileID, event.data.projectID]);
      return;
    default:
      return;
  }
};

const applyComment = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  const comments = t('file_comments');
  switch (event.type) {
    case 'CommentAdded': {
      const d = event.data;
      await client.query(
        `INSERT INTO ${comments} (comment_id, project_id, file_id, file_version, user_id, text, timestamp, parent_comment_id, reply_to_comment_id, annotations, anonymous, mentioned_user_ids, created_on)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12::jsonb, $13) ON CONFLICT (comment_id) DO NOTHING`,
        [
          d.commentID,
          d.projectID,
          d.fileID,
          d.fileVersion,
          d.userID,
          d.text,
          d.timestamp,
          d.parentCommentID,
          d.replyToCommentID,
          JSON.stringify(d.annotations),
          d.anonymous,
          JSON.stringify(d.mentionedUserIDs),
          event.metadata.time,
        ],
      );
      return;
    }
    case 'CommentResolved':
      await resolveCommentRow(client, comments, event.data, event.metadata.time);
      return;
    case 'CommentTextUpdated':
      await updateCommentRowText(client, comments, event.data);
      return;
    case 'CommentsDeleted':
      await deleteCommentRows(client, comments, event.data.commentIDs);
      return;
    default:
      return;
  }
};

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  switch (event.type) {
    case 'ProjectCreated':
      await client.query(`INSERT INTO ${t('file_comment_projects')} (project_id) VALUES ($1) ON CONFLICT DO NOTHING`, [event.data.projectID]);
      return;
    case 'UserAdded':
      await upsertAuthorRow(client, t('file_comment_authors'), event.data);
      return;
    default:
      await applyFile(client, event, t);
      await applyComment(client, event, t);
  }
};

export const fileCommentsProjection: Projection = {
  name: ReadModels.fileComments,
  // 2: without the index on parent_comment_id, which no query reads (a rebuild kept it up for nothing).
  version: 2,
  tables: ['file_comment_projects', 'file_comment_files', 'file_comment_file_projects', 'file_comments', 'file_comment_authors'],
  createTables,
  eventTypes: EVENT_TYPES,
  apply,
  applyBatch: (client, events, t) => applyFileCommentsBatch(client, events, t, apply),
};
