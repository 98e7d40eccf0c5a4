// The reviewLinks read model's queries (the public review pages), as the query API's area index (../areas.ts) lists them.
import type { QueryArea } from '../shared/area';
import { reviewLinkHandlers } from './queries';

export const reviewLinks: QueryArea = { handlers: ({ pool, documents }) => reviewLinkHandlers(pool, documents) };
