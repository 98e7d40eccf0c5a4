// The scenes read model's queries, as the query API's area index (../areas.ts) lists them.
import type { QueryArea } from '../shared/area';
import { sceneHandlers } from './queries';

export const scenes: QueryArea = { handlers: ({ pool, documents }) => sceneHandlers(pool, documents) };
