// The fileComments read model's queries, as the query API's area index (../areas.ts) lists them.
import type { QueryArea } from '../shared/area';
import { fileCommentHandlers } from './queries';

export const fileComments: QueryArea = { handlers: ({ pool }) => fileCommentHandlers(pool) };
