// The fileSearch read model's queries, as the query API's area index (../areas.ts) lists them.
import type { QueryArea } from '../shared/area';
import { fileSearchHandlers } from './queries';

export const fileSearch: QueryArea = { handlers: ({ pool, fileSearchIndex }) => fileSearchHandlers(pool, fileSearchIndex) };
