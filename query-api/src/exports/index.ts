// The exports read model's queries, as the query API's area index (../areas.ts) lists them. Exported
// under the read model's name by an alias: a module may not declare a binding named `exports`.
import type { QueryArea } from '../shared/area';
import { exportHandlers } from './queries';

const exportsArea: QueryArea = { handlers: ({ pool }) => exportHandlers(pool) };
export { exportsArea as exports };
