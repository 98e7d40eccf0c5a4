// The notifications read model's queries, as the query API's area index (../areas.ts) lists it.
import type { QueryArea } from '../shared/area';
import { notificationHandlers } from './queries';

export const notifications: QueryArea = { handlers: ({ pool }) => notificationHandlers(pool) };
