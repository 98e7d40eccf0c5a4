// The error log read model's queries, as the query API's area index (../areas.ts) lists them.
import type { QueryArea } from '../shared/area';
import { errorLogHandlers } from './queries';

export const errorLog: QueryArea = { handlers: ({ pool }) => errorLogHandlers(pool) };
