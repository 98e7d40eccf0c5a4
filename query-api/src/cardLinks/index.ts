// The cardLinks read model's queries and the card board's reads, as the query API's area index
// (../areas.ts) lists them.
import type { QueryArea } from '../shared/area';
import { cardLinksHandlers } from './queries';

export const cardLinks: QueryArea = { handlers: ({ pool, cardBoard }) => cardLinksHandlers(pool, cardBoard) };
