// Whether the content lock is on; no row yet means it was never turned on.
import { Calls } from '@wb/contracts';
import type { Pool } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';

export const contentLockHandlers = (pool: Pool): QueryRoute[] => [
  queryCall(Calls.user.getLockContentStatus, async () => {
    const { rows } = await pool.query<{ locked: boolean }>('SELECT locked FROM content_lock WHERE id = 1');
    return { data: { locked: rows[0]?.locked ?? false } };
  }),
];
