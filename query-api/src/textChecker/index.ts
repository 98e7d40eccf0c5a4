// The text checker's stateless query, as the query API's area index (../areas.ts) lists it: it reads
// no read model, and lives here because a check changes nothing (docs/decisions/spelling.md).
import type { QueryArea } from '../shared/area';
import { textCheckerHandlers } from './queries';

export const textChecker: QueryArea = { handlers: () => textCheckerHandlers() };
