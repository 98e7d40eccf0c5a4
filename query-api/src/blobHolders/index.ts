// GET /api/v1/blobs/<key>, whose access rule reads the blobHolders read model, as the query API's
// area index (../areas.ts) lists it.
import type { QueryArea } from '../shared/area';
import { blobRouter } from './blobRoute';

export const blobHolders: QueryArea = {
  routers: ({ blobs, pool, runner, eventStore, accessOf, waitMs, blobReadRules }) => [blobRouter({ blobs, pool, runner, eventStore, accessOf, waitMs, rules: blobReadRules })],
};
