// The sceneLabels read model's queries, as the query API's area index (../areas.ts) lists them.
import type { QueryArea } from '../shared/area';
import { sceneLabelHandlers } from './queries';

export const sceneLabels: QueryArea = { handlers: ({ pool }) => sceneLabelHandlers(pool) };
