// The tasks read model's queries, as the query API's area index (../areas.ts) lists them.
import type { QueryArea } from '../shared/area';
import { taskHandlers } from './queries';

export const tasks: QueryArea = { handlers: ({ pool }) => taskHandlers(pool) };
