// The users read model's queries, as the query API's area index (../areas.ts) lists them.
import type { QueryArea } from '../shared/area';
import { userHandlers } from './queries';

export const users: QueryArea = { handlers: ({ pool }) => userHandlers(pool) };
