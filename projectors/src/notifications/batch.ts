// The notifications projection applied set-based: the users, scenes and comment authors a batch names
// are read once, the batch is folded in memory (fold.ts), the stored notifications under the ids it
// proposes are read, and the result is written with a statement per table and kind of change. Stored
// notifications take the batch's text, status and deletions first; then the new rows are inserted in
// the order apply() inserts them.
import type { AnyRecordedEvent } from '@wb/contracts';
import type { TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { foldNames, foldNotifications, namedIn, type FoldedNames, type FoldedNotifications, type StoredNames, type StoredNotification } from './fold';
import { planEachTime } from '../shared/unprepared';

const readNames = async (client: PoolClient, t: TableName, named: ReturnType<typeof namedIn>): Promise<StoredNames> => {
  const users = named.users.length
    ? (
        await client.query<{ user_id: number; given_name: string; avatar: string | null }>(`SELECT user_id, given_name, avatar FROM ${t('notification_users')} WHERE user_id = ANY($1::int[])`, [
          named.users,
        ])
      ).rows
    : [];
  const scenes = named.scenes.length
    ? (
        await client.query<{ scene_id: string; project_id: string; name: string }>(`SELECT scene_id, project_id, name FROM ${t('notification_scenes')} WHERE scene_id = ANY($1::text[])`, [
          named.scenes,
        ])
      ).rows
    : [];
  const authors = named.comments.length
    ? (await client.query<{ comment_id: string; user_id: number }>(`SELECT comment_id, user_id FROM ${t('notification_comment_authors')} WHERE comment_id = ANY($1::text[])`, [named.comments])).rows
    : [];
  return {
    users: new Map(users.map((u) => [u.user_id, { given_name: u.given_name, avatar: u.avatar }])),
    scenes: new Map(scenes.map((s) => [s.scene_id, { project_id: s.project_id, name: s.name }])),
    authors: new Map(authors.map((a) => [a.comment_id, a.user_id])),
  };
};

const readNotifications = async (client: PoolClient, t: TableName, ids: readonly string[]): Promise<Map<string, StoredNotification>> => {
  if (ids.length === 0) return new Map();
  const { rows } = await client.query<StoredNotification & { notification_id: string }>(
    `SELECT notification_id, comment_id, scene_id FROM ${t('notifications')} WHERE notification_id = ANY($1::text[])`,
    [ids],
  );
  return new Map(rows.map(({ notification_id, ...row }) => [notification_id, row]));
};

const writeNames = async (client: PoolClient, t: TableName, names: FoldedNames): Promise<void> => {
  if (names.users.size > 0) {
    const rows = [...names.users];
    await client.query(
      `INSERT INTO ${t('notification_users')} (user_id, given_name, avatar) SELECT * FROM unnest($1::int[], $2::text[], $3::text[])
       ON CONFLICT (user_id) DO UPDATE SET given_name = EXCLUDED.given_name, avatar = EXCLUDED.avatar`,
      [rows.map(([id]) => id), rows.map(([, u]) => u.given_name), rows.map(([, u]) => u.avatar)],
    );
  }
  const named = async (table: string, key: string, values: ReadonlyMap<string, string>) => {
    if (values.size === 0) return;
    await client.query(`INSERT INTO ${t(table)} (${key}, name) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (${key}) DO UPDATE SET name = EXCLUDED.name`, [
      [...values.keys()],
      [...values.values()],
    ]);
  };
  await named('notification_projects', 'project_id', names.projects);
  await named('notification_files', 'file_id', names.files);
  if (names.scenes.size > 0) {
    const rows = [...names.scenes];
    await client.query(
      `INSERT INTO ${t('notification_scenes')} (scene_id, project_id, name) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
       ON CONFLICT (scene_id) DO UPDATE SET project_id = EXCLUDED.project_id, name = EXCLUDED.name`,
      [rows.map(([id]) => id), rows.map(([, s]) => s.project_id), rows.map(([, s]) => s.name)],
    );
  }
  if (names.authors.size > 0)
    await client.query(`INSERT INTO ${t('notification_comment_authors')} (comment_id, user_id) SELECT * FROM unnest($1::text[], $2::int[]) ON CONFLICT DO NOTHING`, [
      [...names.authors.keys()],
      [...names.authors.values()],
    ]);
};

const writeNotifications = async (client: PoolClient, t: TableName, folded: FoldedNotifications): Promise<void> => {
  const table = t('notifications');
  if (folded.texts.size > 0)
    await client.query(`UPDATE ${table} n SET text = r.text FROM unnest($1::text[], $2::text[]) AS r(comment_id, text) WHERE n.comment_id = r.comment_id`, [
      [...folded.texts.keys()],
      [...folded.texts.values()],
    ]);
  if (folded.statuses.size > 0) {
    const rows = [...folded.statuses.values()];
    await client.query(
      `UPDATE ${table} n SET status = r.status FROM unnest($1::int[], $2::text[], $3::smallint[]) AS r(recipient_user_id, notification_id, status)
       WHERE n.recipient_user_id = r.recipient_user_id AND n.notification_id = r.notification_id`,
      [rows.map((r) => r.userID), rows.map((r) => r.notificationID), rows.map((r) => r.status)],
    );
  }
  if (folded.deletedComments.size > 0) await client.query(`DELETE FROM ${table} WHERE comment_id = ANY($1::text[])`, [[...folded.deletedComments]]);
  if (folded.deletedScenes.size > 0) await client.query(`DELETE FROM ${table} WHERE scene_id = ANY($1::text[])`, [[...folded.deletedScenes]]);
  if (folded.inserted.length === 0) return;
  const rows = folded.inserted;
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((r) => r[key]);
  // Inserted in the order apply() inserts them, so the sequence (seq, the bell's order) numbers them in that order.
  await client.query(
    `INSERT INTO ${table} (notification_id, recipient_user_id, status, action, commenting_user_id, anonymous, project_id, scene_id, file_id, comment_id, text, created_on)
     SELECT r.notification_id, r.recipient_user_id, r.status, r.action, r.commenting_user_id, r.anonymous, r.project_id, r.scene_id, r.file_id, r.comment_id, r.text, r.created_on
     FROM unnest($1::text[], $2::int[], $3::smallint[], $4::text[], $5::int[], $6::boolean[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::timestamptz[])
       WITH ORDINALITY AS r(notification_id, recipient_user_id, status, action, commenting_user_id, anonymous, project_id, scene_id, file_id, comment_id, text, created_on, n)
     ORDER BY r.n
     ON CONFLICT (notification_id) DO NOTHING`,
    [
      column('notification_id'),
      column('recipient_user_id'),
      column('status'),
      column('action'),
      column('commenting_user_id'),
      column('anonymous'),
      column('project_id'),
      column('scene_id'),
      column('file_id'),
      column('comment_id'),
      column('text'),
      column('created_on'),
    ],
  );
};

export const applyNotificationsBatch = async (connection: PoolClient, events: readonly AnyRecordedEvent[], t: TableName): Promise<void> => {
  const client = planEachTime(connection);
  const names = foldNames(events, await readNames(client, t, namedIn(events)));
  const proposed = [...new Set(names.changes.flatMap((c) => (c.kind === 'propose' ? [c.row.notification_id] : [])))];
  // A batch that only proposes rows needs no stored row: the insert's ON CONFLICT DO NOTHING skips an id
  // already stored, as apply()'s does. Only a change of text, status or a deletion needs to know them.
  const onlyProposes = names.changes.every((c) => c.kind === 'propose');
  const folded = foldNotifications(names.changes, onlyProposes ? new Map() : await readNotifications(client, t, proposed));
  await writeNames(client, t, names);
  await writeNotifications(client, t, folded);
};
