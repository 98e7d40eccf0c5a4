// The projectActivity read model's queries, as the query API's area index (../areas.ts) lists them.
import type { QueryArea } from '../shared/area';
import { projectActivityHandlers } from './queries';

export const projectActivity: QueryArea = { handlers: ({ pool }) => projectActivityHandlers(pool) };
