// The notifications read model (spec 000 section 3, "Notification"; spec 002 section 3): each user's
// notifications, made from the review comments as they are recorded, with their read/unread state from
// the recipient's inbox stream. Ids come from the comment and the recipient, so a replay from the
// first event or a restart makes exactly the same rows (docs/decisions/notifications.md).
import { ReadModels, type AnyRecordedEvent, type NotificationAction } from '@wb/contracts';
import type { Projection, TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { applyNotificationsBatch } from './batch';
import { preview, type CommentFacts } from './fold';
import { notificationIdOf, recipientsOf, taskAssignmentOf } from './rules';
import { createTables, NOTIFICATION_TABLES } from './tables';

const EVENT_TYPES: readonly string[] = [
  'UserAdded',
  'UserAvatarChanged',
  'ProjectCreated',
  'ProjectRenamed',
  'SceneCreated',
  'SceneRenamed',
  'SceneDeleted',
  'FileUploaded',
  'FileRenamed',
  'SceneCommentAdded',
  'SceneCommentTextUpdated',
  'SceneCommentsDeleted',
  'CommentAdded',
  'CommentTextUpdated',
  'CommentsDeleted',
  'NotificationCreated',
  'NotificationStatusChanged',
  'TaskAssigned',
  'TaskChanged',
];

interface Row {
  readonly notificationID: string;
  readonly recipient: number;
  readonly action: NotificationAction;
  readonly commentingUserID: number | null;
  readonly anonymous: boolean;
  readonly projectID: string | null;
  readonly sceneID: string | null;
  readonly fileID: string | null;
  readonly commentID: string | null;
  readonly text: string;
}

const insertRows = async (client: PoolClient, t: TableName, rows: readonly Row[], time: string, projectOfScene: boolean): Promise<void> => {
  if (rows.length === 0) return;
  const col = <K extends keyof Row>(key: K): Row[K][] => rows.map((r) => r[key]);
  // A scene's comment names no project: it is the scene's, copied from SceneCreated.
  const project = projectOfScene ? `(SELECT s.project_id FROM ${t('notification_scenes')} s WHERE s.scene_id = r.scene_id)` : 'r.project_id';
  await client.query(
    `INSERT INTO ${t('notifications')} (notification_id, recipient_user_id, action, commenting_user_id, anonymous, project_id, scene_id, file_id, comment_id, text, created_on)
     SELECT r.notification_id, r.recipient, r.action, r.commenting_user_id, r.anonymous, ${project}, r.scene_id, r.file_id, r.comment_id, r.text, $11
     FROM unnest($1::text[], $2::int[], $3::text[], $4::int[], $5::boolean[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
       AS r(notification_id, recipient, action, commenting_user_id, anonymous, project_id, scene_id, file_id, comment_id, text)
     ON CONFLICT (notification_id) DO NOTHING`,
    [col('notificationID'), col('recipient'), col('action'), col('commentingUserID'), col('anonymous'), col('projectID'), col('sceneID'), col('fileID'), col('commentID'), col('text'), time],
  );
};

const commentAdded = async (client: PoolClient, t: TableName, c: CommentFacts, time: string): Promise<void> => {
  const authors = t('notification_comment_authors');
  await client.query(`INSERT INTO ${authors} (comment_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [c.commentID, c.userID]);
  let parentAuthorUserID: number | null = null;
  if (c.parentCommentID !== null) {
    const { rows } = await client.query<{ user_id: number }>(`SELECT user_id FROM ${authors} WHERE comment_id = $1`, [c.parentCommentID]);
    parentAuthorUserID = rows[0]?.user_id ?? null;
  }
  const recipients = recipientsOf({ place: c.place, authorUserID: c.userID, parentAuthorUserID, mentionedUserIDs: c.mentionedUserIDs });
  const rows = recipients.map((r): Row => ({
    notificationID: notificationIdOf(c.commentID, r.userID),
    recipient: r.userID,
    action: r.action,
    commentingUserID: c.userID,
    anonymous: c.anonymous,
    projectID: c.projectID,
    sceneID: c.sceneID,
    fileID: c.fileID,
    commentID: c.commentID,
    text: preview(c.text),
  }));
  await insertRows(client, t, rows, time, c.place === 'scene');
};

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  const time = event.metadata.time;
  switch (event.type) {
    case 'UserAdded':
      await client.query(`INSERT INTO ${t('notification_users')} (user_id, given_name) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET given_name = $2`, [event.data.userID, event.data.givenName]);
      return;
    case 'UserAvatarChanged':
      await client.query(`UPDATE ${t('notification_users')} SET avatar = $2 WHERE user_id = $1`, [event.data.userID, event.data.src]);
      return;
    case 'ProjectCreated':
    case 'ProjectRenamed':
      await client.query(`INSERT INTO ${t('notification_projects')} (project_id, name) VALUES ($1, $2) ON CONFLICT (project_id) DO UPDATE SET name = $2`, [event.data.projectID, event.data.name]);
      return;
    case 'SceneCreated':
      await client.query(`INSERT INTO ${t('notification_scenes')} (scene_id, project_id, name) VALUES ($1, $2, $3) ON CONFLICT (scene_id) DO NOTHING`, [
        event.data.sceneID,
        event.data.projectID,
        event.data.name,
      ]);
      return;
    case 'SceneRenamed':
      await client.query(`UPDATE ${t('notification_scenes')} SET name = $2 WHERE scene_id = $1`, [event.data.sceneID, event.data.name]);
      return;
    case 'FileUploaded':
    case 'FileRenamed':
      // A project's files are the asset library's: their names come from its events.
      await client.query(`INSERT INTO ${t('notification_files')} (file_id, name) VALUES ($1, $2) ON CONFLICT (file_id) DO UPDATE SET name = $2`, [event.data.fileID, event.data.name]);
      return;
    case 'SceneDeleted':
      // A deleted scene's comments went with it: their notifications would lead nowhere.
      await client.query(`DELETE FROM ${t('notifications')} WHERE scene_id = $1`, [event.data.sceneID]);
      return;
    case 'SceneCommentAdded': {
      const d = event.data;
      await commentAdded(client, t, { place: 'scene', ...d, projectID: null, fileID: null }, time);
      return;
    }
    case 'CommentAdded': {
      const d = event.data;
      await commentAdded(client, t, { place: d.fileID === null ? 'project' : 'file', ...d, sceneID: null }, time);
      return;
    }
    case 'SceneCommentTextUpdated':
    case 'CommentTextUpdated':
      await client.query(`UPDATE ${t('notifications')} SET text = $2 WHERE comment_id = $1`, [event.data.commentID, preview(event.data.text)]);
      return;
    case 'SceneCommentsDeleted':
    case 'CommentsDeleted':
      await client.query(`DELETE FROM ${t('notifications')} WHERE comment_id = ANY($1::text[])`, [event.data.commentIDs]);
      return;
    case 'NotificationCreated': {
      const d = event.data;
      const row: Row = { ...d, recipient: d.userID, text: preview(d.text) };
      await insertRows(client, t, [row], time, false);
      return;
    }
    case 'TaskAssigned':
    case 'TaskChanged': {
      const d = event.data;
      const actor = event.type === 'TaskAssigned' ? event.data.creatorUserID : event.metadata.userID;
      const previousAssigneeUserID = event.type === 'TaskChanged' ? event.data.previousAssigneeUserID : null;
      const to = taskAssignmentOf({ taskID: d.taskID, assigneeUserID: d.assigneeUserID, previousAssigneeUserID }, actor);
      if (to === null) return;
      const row: Row = {
        notificationID: to.notificationID,
        recipient: to.userID,
        action: 'projectTaskAssignment',
        commentingUserID: actor,
        anonymous: false,
        projectID: d.projectID,
        sceneID: null,
        fileID: null,
        commentID: null,
        text: preview(d.text),
      };
      await insertRows(client, t, [row], time, false);
      return;
    }
    case 'NotificationStatusChanged':
      // Only the recipient's own: the stream is theirs, and an id of someone else's changes nothing.
      await client.query(`UPDATE ${t('notifications')} SET status = $1 WHERE recipient_user_id = $2 AND notification_id = ANY($3::text[])`, [
        event.data.status,
        event.data.userID,
        event.data.notificationIDs,
      ]);
      return;
    default:
      return;
  }
};

export const notificationsProjection: Projection = {
  name: ReadModels.notifications,
  // 2: task assignments notify (docs/decisions/tasks.md). 3: no index of the unread alone (no read used it).
  version: 3,
  tables: NOTIFICATION_TABLES,
  createTables,
  eventTypes: EVENT_TYPES,
  apply,
  applyBatch: applyNotificationsBatch,
};
