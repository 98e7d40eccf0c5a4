// The Stats tab's counts, with the eventCounts read model they are mostly built from, as the query
// API's area index (../areas.ts) lists them.
import type { QueryArea } from '../shared/area';
import { statsHandlers } from './queries';

export const eventCounts: QueryArea = { handlers: ({ pool }) => statsHandlers(pool) };
