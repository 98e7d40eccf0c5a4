// The credits read model's queries, as the query API's area index (../areas.ts) lists them.
import type { QueryArea } from '../shared/area';
import { creditsHandlers } from './queries';

export const credits: QueryArea = { handlers: ({ pool }) => creditsHandlers(pool) };
