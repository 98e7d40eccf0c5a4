// The resources read model's queries, as the query API's area index (../areas.ts) lists them.
import type { QueryArea } from '../shared/area';
import { resourceHandlers } from './queries';

export const resources: QueryArea = { handlers: ({ pool }) => resourceHandlers(pool) };
