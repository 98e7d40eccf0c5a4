// The project as it was, as the query API's area index (../areas.ts) lists it: it reads the
// projectStreams read model's tables and the event store (docs/decisions/projectAsOf.md).
import type { QueryArea } from '../shared/area';
import { projectAsOfHandlers } from './queries';

export const projectAsOf: QueryArea = { handlers: ({ pool, eventStore }) => projectAsOfHandlers(pool, eventStore) };
