// The reviewLinks read model's queries (the public review pages) and the route of their scenes'
// pictures, as the query API's area index (../areas.ts) lists them.
import type { QueryArea } from '../shared/area';
import { reviewLinkHandlers } from './queries';
import { reviewImageRouter } from './reviewImages';

export const reviewLinks: QueryArea = {
  handlers: ({ pool, documents }) => reviewLinkHandlers(pool, documents),
  routers: ({ pool, documents, blobs }) => [reviewImageRouter(pool, documents, blobs)],
};
