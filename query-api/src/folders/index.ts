// The folders read model's queries, as the query API's area index (../areas.ts) lists them.
import type { QueryArea } from '../shared/area';
import { folderHandlers } from './queries';

export const folders: QueryArea = { handlers: ({ pool }) => folderHandlers(pool) };
