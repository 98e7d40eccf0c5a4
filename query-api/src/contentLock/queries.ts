// Whether the content lock is on; no row yet means it was never turned on.
import { Calls } from '@wb/contracts';
import type { Pool } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';
import { readLocked } from './lockState';

export const contentLockHandlers = (pool: Pool): QueryRoute[] => {
  const locked = readLocked(pool);
  return [queryCall(Calls.user.getLockContentStatus, async () => ({ data: { locked: await locked() } }))];
};
