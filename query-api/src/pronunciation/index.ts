// The pronunciation read model's queries, as the query API's area index (../areas.ts) lists them.
import type { QueryArea } from '../shared/area';
import { pronunciationHandlers } from './queries';

export const pronunciation: QueryArea = { handlers: ({ pool }) => pronunciationHandlers(pool) };
