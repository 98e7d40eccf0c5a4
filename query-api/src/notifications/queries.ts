// The bell's reads (spec 000 section 7): the signed-in user's notifications, newest first, a page at a
// time, and those of theirs named by id. Only the asker's own rows are ever read.
import { Calls, NotificationLimits } from '@wb/contracts';
import type { Pool } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';
import { NOTIFICATION_COLUMNS, NOTIFICATION_JOINS, toNotification, type NotificationRow } from './rows';

export const notificationHandlers = (pool: Pool): QueryRoute[] => [
  // A page by the keyset (recipient, seq) the projection indexes: each call reads at most one row more
  // than its page, however old the page, and a cursor stays right while newer notifications arrive.
  queryCall(Calls.notifications.getNotifications, async (input, asker) => {
    const limit = input?.limit ?? NotificationLimits.listMax;
    const [list, counts] = await Promise.all([
      pool.query<NotificationRow & { seq: string }>(
        `SELECT ${NOTIFICATION_COLUMNS}, n.seq::text AS seq FROM notifications n ${NOTIFICATION_JOINS}
         WHERE n.recipient_user_id = $1 AND ($2::bigint IS NULL OR n.seq < $2::bigint) ORDER BY n.seq DESC LIMIT $3`,
        [asker.userID, input?.before ?? null, limit + 1],
      ),
      pool.query<{ unread: number; total: number }>('SELECT count(*) FILTER (WHERE status = 0)::int AS unread, count(*)::int AS total FROM notifications WHERE recipient_user_id = $1', [asker.userID]),
    ]);
    const { unread = 0, total = 0 } = counts.rows[0] ?? {};
    const page = list.rows.slice(0, limit);
    const next = list.rows.length > limit ? (page[page.length - 1]?.seq ?? null) : null;
    return { notifications: page.map(toNotification), unread, total, next };
  }),
  queryCall(Calls.notifications.populateNotifications, async (input, asker) => {
    const { rows } = await pool.query<NotificationRow>(
      `SELECT ${NOTIFICATION_COLUMNS} FROM notifications n ${NOTIFICATION_JOINS}
       WHERE n.recipient_user_id = $1 AND n.notification_id = ANY($2::text[]) ORDER BY n.seq DESC`,
      [asker.userID, input.ids],
    );
    return { notifications: rows.map(toNotification) };
  }),
];
