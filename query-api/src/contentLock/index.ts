// The contentLock read model's queries, as the query API's area index (../areas.ts) lists them (its
// gates are the API's own: ../index.ts and the asset library's routes use them).
import type { QueryArea } from '../shared/area';
import { contentLockHandlers } from './queries';

export const contentLock: QueryArea = { handlers: ({ pool }) => contentLockHandlers(pool) };
