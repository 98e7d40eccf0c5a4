// The error log's read: /admin/getRecentErrors {days} (spec 000 section 7), the entries of the last
// days, newest first, with the names of their users (both tables are this read model's own).
import { Calls, ErrorLogLimits, type ErrorInfo, type ErrorLogEntry } from '@wb/contracts';
import type { Pool } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';

interface ErrorRow {
  error_id: string;
  source: string;
  user_id: number | null;
  name: string | null;
  logged_at: Date;
  info: ErrorInfo;
  suppressed: number;
}

/** A server entry that stands for more errors than it shows says how many were only logged. */
const withSuppressed = (info: ErrorInfo, suppressed: number): ErrorInfo =>
  suppressed > 0
    ? { ...info, msg: `${info.msg} (and ${suppressed} earlier ${suppressed === 1 ? 'error' : 'errors'} of this service only logged: over ${ErrorLogLimits.serverPerMinute} a minute)` }
    : info;

const toEntry = (row: ErrorRow): ErrorLogEntry => ({
  errorID: row.error_id,
  source: row.source,
  userID: row.user_id,
  userName: row.name,
  timestamp: row.logged_at.toISOString(),
  info: withSuppressed(row.info, row.suppressed),
});

export const errorLogHandlers = (pool: Pool): QueryRoute[] => [
  queryCall(Calls.admin.getRecentErrors, async (input) => {
    const { rows } = await pool.query<ErrorRow>(
      `SELECT e.error_id, e.source, e.user_id, p.name, e.logged_at, e.info, e.suppressed
       FROM error_log e LEFT JOIN error_log_people p ON p.user_id = e.user_id
       WHERE e.logged_at >= now() - make_interval(days => $1)
       ORDER BY e.logged_at DESC, e.error_id LIMIT $2`,
      [input.days, ErrorLogLimits.maxAnswered],
    );
    return { errors: rows.map(toEntry) };
  }),
];
