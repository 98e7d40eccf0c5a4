// The fileComments read model applied a batch at a time. The events the product writes most (projects,
// users, uploads, links, comments and their resolutions) are written a run at a time with one statement
// per table; the others (renames, deletions, unlinks, text changes) are applied one at a time between
// the runs, so a run never holds a row's removal and the order of writes is kept.
import type { AnyRecordedEvent } from '@wb/contracts';
import type { TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { applyInRuns } from '../shared/runs';
import { upsertAuthorRows } from '../shared/authorRows';
import { required } from '../shared/required';

type Event<T extends AnyRecordedEvent['type']> = Extract<AnyRecordedEvent, { type: T }>;
type RunEvent = Event<'ProjectCreated' | 'UserAdded' | 'FileUploaded' | 'FileLinkedToProject' | 'CommentAdded' | 'CommentResolved'>;

const RUN_TYPES = new Set<string>(['ProjectCreated', 'UserAdded', 'FileUploaded', 'FileLinkedToProject', 'CommentAdded', 'CommentResolved']);
const inRun = (event: AnyRecordedEvent): event is RunEvent => RUN_TYPES.has(event.type);
const ofType =
  <T extends RunEvent['type']>(type: T) =>
  (event: RunEvent): event is Event<T> =>
    event.type === type;

/**
 * Each comment's last resolution and whether it came before the run's first add of that comment: such
 * a resolution finds the row only if it was stored before the run (the add then does nothing), so it is
 * written before the run's comments, and every other after them.
 */
const resolutionsOf = (events: readonly RunEvent[]) => {
  const firstAdd = new Map<string, number>();
  const last = new Map<string, { index: number; row: { comment_id: string; resolved_by: number | null; resolved_on: string | null } }>();
  events.forEach((e, index) => {
    if (e.type === 'CommentAdded' && !firstAdd.has(e.data.commentID)) firstAdd.set(e.data.commentID, index);
    if (e.type !== 'CommentResolved') return;
    const { commentID, userID, resolved } = e.data;
    last.set(commentID, { index, row: { comment_id: commentID, resolved_by: resolved ? userID : null, resolved_on: resolved ? e.metadata.time : null } });
  });
  type Row = typeof last extends Map<string, { row: infer R }> ? R : never;
  const before: Row[] = [];
  const after: Row[] = [];
  for (const [commentID, { index, row }] of last) ((firstAdd.get(commentID) ?? -1) > index ? before : after).push(row);
  return { before, after };
};

const resolve = async (client: PoolClient, comments: string, rows: readonly object[]): Promise<void> => {
  if (rows.length === 0) return;
  await client.query(
    `UPDATE ${comments} c SET resolved_by = r.resolved_by, resolved_on = r.resolved_on
     FROM jsonb_to_recordset($1::jsonb) AS r(comment_id text, resolved_by integer, resolved_on timestamptz) WHERE c.comment_id = r.comment_id`,
    [JSON.stringify(rows)],
  );
};

/** Every add in the log's order, duplicates included: the first wins, and each takes a number of the seq identity as apply()'s insert does. */
const addComments = async (client: PoolClient, comments: string, events: readonly Event<'CommentAdded'>[]): Promise<void> => {
  if (events.length === 0) return;
  const rows = events.map((e, ord) => {
    const d = e.data;
    return {
      ord,
      comment_id: d.commentID,
      project_id: d.projectID,
      file_id: d.fileID,
      file_version: d.fileVersion,
      user_id: d.userID,
      text: d.text,
      timestamp: d.timestamp,
      parent_comment_id: d.parentCommentID,
      reply_to_comment_id: d.replyToCommentID,
      annotations: d.annotations,
      anonymous: d.anonymous,
      mentioned_user_ids: d.mentionedUserIDs,
      created_on: e.metadata.time,
    };
  });
  await client.query(
    `INSERT INTO ${comments} (comment_id, project_id, file_id, file_version, user_id, text, timestamp, parent_comment_id, reply_to_comment_id, annotations, anonymous, mentioned_user_ids, created_on)
     SELECT comment_id, project_id, file_id, file_version, user_id, text, timestamp, parent_comment_id, reply_to_comment_id, annotations, anonymous, mentioned_user_ids, created_on
     FROM jsonb_to_recordset($1::jsonb) AS r(ord integer, comment_id text, project_id text, file_id text, file_version integer, user_id integer, text text, timestamp integer,
       parent_comment_id text, reply_to_comment_id text, annotations jsonb, anonymous boolean, mentioned_user_ids jsonb, created_on timestamptz)
     ORDER BY ord
     ON CONFLICT (comment_id) DO NOTHING`,
    [JSON.stringify(rows)],
  );
};

const writeRun = async (client: PoolClient, events: readonly RunEvent[], t: TableName): Promise<void> => {
  const projects = events.filter(ofType('ProjectCreated')).map((e) => e.data.projectID);
  const uploads = events.filter(ofType('FileUploaded'));
  const links = events.flatMap((e) =>
    e.type === 'FileLinkedToProject' ? [e.data] : e.type === 'FileUploaded' && e.data.projectID !== null ? [{ fileID: e.data.fileID, projectID: e.data.projectID }] : [],
  );
  const added = events.filter(ofType('CommentAdded'));
  // JSON drops undefined fields, which would turn a missing value into a NULL the one-at-a-time path refuses: a missing one is refused here.
  for (const e of added) required(e, e.data.commentID, e.data.projectID, e.data.userID, e.data.text, e.data.annotations, e.data.anonymous, e.data.mentionedUserIDs);
  const resolutions = resolutionsOf(events);
  if (projects.length > 0) await client.query(`INSERT INTO ${t('file_comment_projects')} (project_id) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING`, [projects]);
  await upsertAuthorRows(client, t('file_comment_authors'), events.filter(ofType('UserAdded')));
  if (uploads.length > 0)
    await client.query(
      `INSERT INTO ${t('file_comment_files')} (file_id, name, file_type) SELECT f, n, ty FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS u(f, n, ty, ord)
       ORDER BY ord ON CONFLICT (file_id) DO NOTHING`,
      [uploads.map((e) => e.data.fileID), uploads.map((e) => e.data.name), uploads.map((e) => e.data.type)],
    );
  if (links.length > 0)
    await client.query(`INSERT INTO ${t('file_comment_file_projects')} (file_id, project_id) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING`, [
      links.map((l) => l.fileID),
      links.map((l) => l.projectID),
    ]);
  await resolve(client, t('file_comments'), resolutions.before);
  await addComments(client, t('file_comments'), added);
  await resolve(client, t('file_comments'), resolutions.after);
};

export const applyFileCommentsBatch = applyInRuns(inRun, writeRun);
