// The assetLibrary read model's queries and the public kit page's files (bytes, outside the registry,
// closed while the content lock is on, as getPublicKit is), as the query API's area index lists them.
import { publicKitFilesGate } from '../contentLock/gate';
import type { QueryArea } from '../shared/area';
import { publicKitFileRouter } from './publicKitFiles';
import { assetLibraryHandlers } from './queries';

export const assetLibrary: QueryArea = {
  handlers: ({ pool }) => assetLibraryHandlers(pool),
  // The gate first: it answers 423 before the router serves a file.
  routers: ({ pool, blobs, locked }) => [publicKitFilesGate(locked), publicKitFileRouter(pool, blobs)],
};
