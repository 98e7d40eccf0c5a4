// The history read model's calls and its CSV download, as the query API's area index (../areas.ts)
// lists them. The audit trail's download is a report (../reports/reportsRoute.ts reads it from ./audit).
import type { QueryArea } from '../shared/area';
import { historyDownloadRouter } from './downloadRoute';
import { historyHandlers } from './queries';

export const history: QueryArea = {
  handlers: ({ pool }) => historyHandlers(pool),
  routers: ({ pool, accessOf }) => [historyDownloadRouter(pool, accessOf)],
};
