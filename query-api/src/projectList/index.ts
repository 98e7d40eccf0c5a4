// The projectList read model's queries (searches find their projects through the projectSearch read
// model's index), as the query API's area index (../areas.ts) lists them.
import type { QueryArea } from '../shared/area';
import { projectHandlers } from './queries';

export const projectList: QueryArea = { handlers: ({ pool, searchIndex }) => projectHandlers(pool, searchIndex) };
