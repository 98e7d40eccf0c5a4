// The reviewTurnaround read model's queries, as the query API's area index (../areas.ts) lists them.
import type { QueryArea } from '../shared/area';
import { reviewTurnaroundHandlers } from './queries';

export const reviewTurnaround: QueryArea = { handlers: ({ pool }) => reviewTurnaroundHandlers(pool) };
