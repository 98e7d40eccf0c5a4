// The analytics read model's queries, as the query API's area index (../areas.ts) lists it.
import type { QueryArea } from '../shared/area';
import { analyticsHandlers } from './queries';

export const analytics: QueryArea = { handlers: ({ pool }) => analyticsHandlers(pool) };
