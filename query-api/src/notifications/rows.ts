// A notification row as the query reads it (its own tables joined), and the bell's shape built from it
// (spec 000 section 3, "Notification").
import { ANONYMOUS_NAME, NotificationActionText, type Notification, type NotificationAction } from '@wb/contracts';

export interface NotificationRow {
  notification_id: string;
  status: number;
  action: NotificationAction;
  anonymous: boolean;
  given_name: string | null;
  avatar: string | null;
  project_id: string | null;
  project_name: string | null;
  scene_id: string | null;
  scene_name: string | null;
  file_id: string | null;
  file_name: string | null;
  comment_id: string | null;
  text: string;
  created_on: Date;
}

/** The columns of NotificationRow, from the notifications table `n` and its lookups. */
export const NOTIFICATION_COLUMNS = `n.notification_id, n.status, n.action, n.anonymous, u.given_name, u.avatar, n.project_id, p.name AS project_name,
  n.scene_id, s.name AS scene_name, n.file_id, f.name AS file_name, n.comment_id, n.text, n.created_on`;

export const NOTIFICATION_JOINS = `LEFT JOIN notification_users u ON u.user_id = n.commenting_user_id
  LEFT JOIN notification_projects p ON p.project_id = n.project_id
  LEFT JOIN notification_scenes s ON s.scene_id = n.scene_id
  LEFT JOIN notification_files f ON f.file_id = n.file_id`;

export const toNotification = (row: NotificationRow): Notification => ({
  notificationID: row.notification_id,
  status: row.status === 1 ? 1 : 0,
  createdOn: row.created_on.toISOString(),
  data: {
    // An anonymous comment never shows who wrote it, not even to its recipients.
    user: row.anonymous ? { givenName: ANONYMOUS_NAME, avatar: null } : { givenName: row.given_name ?? '', avatar: row.avatar },
    project: row.project_id === null ? null : { projectID: row.project_id, name: row.project_name ?? '' },
    action: row.action,
    actionText: NotificationActionText[row.action],
    file: row.file_id === null ? null : { fileID: row.file_id, name: row.file_name ?? '' },
    scene: row.scene_id === null ? null : { sceneID: row.scene_id, name: row.scene_name ?? '' },
    replyComment: row.comment_id === null ? null : { commentID: row.comment_id, text: row.text },
  },
});
