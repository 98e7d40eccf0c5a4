// The admin reports (CSV files and the thumbnails zip), as the query API's area index (../areas.ts)
// lists them.
import type { QueryArea } from '../shared/area';
import { reportsRouter } from './reportsRoute';

export const reports: QueryArea = { routers: ({ pool, blobs, accessOf }) => [reportsRouter(pool, blobs, accessOf)] };
