// The learning read model's query and the learning site's reads, as the query API's area index
// (../areas.ts) lists them.
import type { QueryArea } from '../shared/area';
import { learningHandlers } from './queries';

export const learning: QueryArea = { handlers: ({ pool, learningSite }) => learningHandlers(pool, learningSite) };
