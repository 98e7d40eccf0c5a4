// The query API: every registry call of kind 'query', answered from the read models only, after
// waiting (briefly) for the projections to pass the caller's X-Min-Position; plus GET /events.
import express, { type Router } from 'express';
import { allCalls, ReadModels } from '@wb/contracts';
import {
  createCallRouter, type Access, type BlobStore, type CallHandler, type DocumentStore, type EventStore, type FileSearchIndex, type Logger, type Pool, type ProjectionRunner, type SearchIndex,
} from '@wb/platform';
import type { CallDef } from '@wb/contracts';
import { assetLibraryHandlers } from './assetLibrary/queries';
import { publicKitFileRouter } from './assetLibrary/publicKitFiles';
import type { BlobReadRule } from './blobs/blobAccess';
import { blobRouter } from './blobs/blobRoute';
import { changeEventsRouter } from './changes/events';
import { contentLockGate, publicKitFilesGate } from './contentLock/gate';
import { cachedLocked, lockCheckpointOf, readLocked } from './contentLock/lockState';
import { contentLockHandlers } from './contentLock/queries';
import { fileSearchHandlers } from './fileSearch/queries';
import { folderHandlers } from './folders/queries';
import { projectHandlers } from './projectList/queries';
import { pronunciationHandlers } from './pronunciation/queries';
import { reportsRouter } from './reports/reportsRoute';
import { readModelHandlers } from './readModels/queries';
import { resourceHandlers } from './resources/queries';
import { sceneLabelHandlers } from './sceneLabels/queries';
import { sceneHandlers } from './scenes/queries';
import { statsHandlers } from './stats/queries';
import { ReachedPositions } from './shared/reachedPositions';
import { cachedAccessOf, usersCheckpointOf } from './users/accessCache';
import { createAccessOf, userHandlers } from './users/queries';

/** The paged report readers, for the test that reads them a row a page against the CSV of one page. */
export { filesData, kitsFilesMetadata } from './reports/reportRows';

export interface QueryApiOptions {
  readonly pool: Pool;
  readonly eventStore: EventStore;
  /** Where the dashboard's search finds projects by name. */
  readonly searchIndex: SearchIndex;
  /** Where the asset library's search finds files. */
  readonly fileSearchIndex: FileSearchIndex;
  readonly runner: ProjectionRunner;
  readonly logger: Logger;
  /** How long a query waits for its X-Min-Position before answering from what is there. */
  readonly minPositionWaitMs?: number;
  /**
   * Keep each asker's access while the users projection's checkpoint stands (users/accessCache.ts).
   * Only where `runner` runs the projections in this process: a runner that follows another process's
   * checkpoints learns of a batch only at its next poll, and the cache would serve the old access until then.
   */
  readonly cacheAccess?: boolean;
  /** Stored uploads, served at GET /v1/blobs/<key>. */
  readonly blobs: BlobStore;
  /** Scene documents and the editor library's element trees. */
  readonly documents: DocumentStore;
  /** Further ways to read a stored file, tried when those who may read what holds it are not the reader (blobs/blobAccess.ts). */
  readonly blobReadRules?: readonly BlobReadRule[];
}

export interface QueryApi {
  readonly router: Router;
  accessOf(userID: number): Promise<Access | null>;
}

export const createQueryApi = (options: QueryApiOptions): QueryApi => {
  const { pool, runner, logger } = options;
  const waitMs = options.minPositionWaitMs ?? 2_000;
  const accessOf = options.cacheAccess ? cachedAccessOf(createAccessOf(pool), usersCheckpointOf(runner)) : createAccessOf(pool);
  const locked = options.cacheAccess ? cachedLocked(readLocked(pool), lockCheckpointOf(runner)) : readLocked(pool);
  const handlers = new Map<CallDef, CallHandler>([...userHandlers(pool), ...folderHandlers(pool), ...projectHandlers(pool, options.searchIndex), ...readModelHandlers(runner),
    ...resourceHandlers(pool), ...sceneLabelHandlers(pool), ...contentLockHandlers(pool), ...statsHandlers(pool), ...pronunciationHandlers(pool), ...assetLibraryHandlers(pool),
    ...fileSearchHandlers(pool, options.fileSearchIndex), ...sceneHandlers(pool, options.documents)]);
  const calls = allCalls().filter((call) => call.kind === 'query');
  const reached = new ReachedPositions();
  const router = express.Router();
  router.use(changeEventsRouter(runner, accessOf));
  router.use(blobRouter({ blobs: options.blobs, pool, runner, accessOf, waitMs, rules: options.blobReadRules ?? [] }));
  router.use(publicKitFilesGate(locked));
  router.use(publicKitFileRouter(pool, options.blobs));
  router.use(reportsRouter(pool, options.blobs, accessOf));
  router.use(
    createCallRouter({
      calls,
      handlers,
      accessOf,
      logger,
      gate: contentLockGate(locked),
      // A query waits only for the read models it is built from (its registry entry names them), and
      // for the users read model, which every call's authorization reads (accessOf): a grant given or
      // taken, or a user added, by that position must already count; so must a lock turned on or off
      // for a call the lock closes.
      awaitPosition: async (minPosition, requestId, call) => {
        if (minPosition === null) return;
        const gated = call.closedByContentLock ? [ReadModels.contentLock] : [];
        const reads = [...new Set([...(call.reads ?? []), ReadModels.users, ...gated])];
        if (reached.has(minPosition, reads)) return;
        if (await runner.waitForPosition(minPosition, waitMs, reads)) reached.add(minPosition, reads);
        else logger.warn({ minPosition: minPosition.toString(), requestId }, 'answering before the read models reached X-Min-Position');
      },
    }),
  );
  return { router, accessOf };
};
