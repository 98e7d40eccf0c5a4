// The admin console's view of the read models, as the query API's area index (../areas.ts) lists it.
import type { QueryArea } from '../shared/area';
import { readModelHandlers } from './queries';

export const readModels: QueryArea = { handlers: ({ runner, reactors }) => readModelHandlers(runner, reactors) };
