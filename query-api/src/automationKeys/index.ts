// The automationKeys read model's query, and the key checks of the exporter pages, as the query API's area index (../areas.ts) lists them.
import type { QueryArea } from '../shared/area';
import { automationKeyHandlers } from './queries';

export const automationKeys: QueryArea = { handlers: ({ pool, accessOf }) => automationKeyHandlers(pool, accessOf) };
