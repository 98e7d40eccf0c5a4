// The projectFiles read model's queries, as the query API's area index (../areas.ts) lists them.
import type { QueryArea } from '../shared/area';
import { projectFileHandlers } from './queries';

export const projectFiles: QueryArea = { handlers: ({ pool }) => projectFileHandlers(pool) };
