// The tracking read model's queries, as the query API's area index (../areas.ts) lists them.
import type { QueryArea } from '../shared/area';
import { trackingHandlers } from './queries';

export const tracking: QueryArea = { handlers: ({ pool }) => trackingHandlers(pool) };
