// The sceneComments read model's queries, as the query API's area index (../areas.ts) lists them.
import type { QueryArea } from '../shared/area';
import { sceneCommentHandlers } from './queries';

export const sceneComments: QueryArea = { handlers: ({ pool }) => sceneCommentHandlers(pool) };
