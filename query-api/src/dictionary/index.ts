// The saved spellings read model's query, as the query API's area index (../areas.ts) lists it.
import type { QueryArea } from '../shared/area';
import { dictionaryHandlers } from './queries';

export const dictionary: QueryArea = { handlers: ({ pool }) => dictionaryHandlers(pool) };
