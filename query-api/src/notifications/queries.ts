// The bell's reads (spec 000 section 7): the signed-in user's notifications, newest first, and those of
// theirs named by id. Only the asker's own rows are ever read.
import { Calls, NotificationLimits } from '@wb/contracts';
import type { Pool } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';
import { NOTIFICATION_COLUMNS, NOTIFICATION_JOINS, toNotification, type NotificationRow } from './rows';

export const notificationHandlers = (pool: Pool): QueryRoute[] => [
  queryCall(Calls.notifications.getNotifications, async (_input, asker) => {
    const [list, counts] = await Promise.all([
      pool.query<NotificationRow>(
        `SELECT ${NOTIFICATION_COLUMNS} FROM notifications n ${NOTIFICATION_JOINS}
         WHERE n.recipient_user_id = $1 ORDER BY n.seq DESC LIMIT $2`,
        [asker.userID, NotificationLimits.listMax],
      ),
      pool.query<{ unread: number; total: number }>('SELECT count(*) FILTER (WHERE status = 0)::int AS unread, count(*)::int AS total FROM notifications WHERE recipient_user_id = $1', [asker.userID]),
    ]);
    const { unread = 0, total = 0 } = counts.rows[0] ?? {};
    return { notifications: list.rows.map(toNotification), unread, total };
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
