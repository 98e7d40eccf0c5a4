// The feedback read model's queries, as the query API's area index (../areas.ts) lists them.
import type { QueryArea } from '../shared/area';
import { feedbackHandlers } from './queries';

export const feedback: QueryArea = { handlers: ({ pool }) => feedbackHandlers(pool) };
