// The query API: every registry call of kind 'query', answered from the read models only, after
// waiting (briefly) for the projections to pass the caller's X-Min-Position; plus GET /events. The
// handlers and routes come from the folders areas.ts lists.
import express, { type Router } from 'express';
import { allCalls, ReadModels, type CallDef } from '@wb/contracts';
import {
  createCallRouter,
  type Access,
  unconfiguredCardBoard,
  unconfiguredLearningSite,
  type BlobStore,
  type CallHandler,
  type CardBoard,
  type LearningSite,
  type DocumentStore,
  type EventStore,
  type FileSearchIndex,
  type Logger,
  type Pool,
  type ProjectionRunner,
  type ReactorStatusSource,
  type SearchIndex,
} from '@wb/platform';
import * as areaModules from './areas';
import { liveKeyOf } from './automationKeys/keyAccess';
import type { BlobReadRule } from './blobHolders/blobAccess';
import { changeEventsRouter } from './changes/events';
import { contentLockGate } from './contentLock/gate';
import { cachedLocked, lockCheckpointOf, readLocked } from './contentLock/lockState';
import type { QueryArea, QueryDeps } from './shared/area';
import type { QueryRoute } from './shared/queryCall';
import { ReachedPositions } from './shared/reachedPositions';
import { cachedAccessOf, usersCheckpointOf } from './users/accessCache';
import { createAccessOf } from './users/queries';
import { accessOfNewUsers } from './users/accessOfNewUsers';

/** The paged report readers, for the test that reads them a row a page against the CSV of one page. */
export { filesData, kitsFilesMetadata } from './reports/reportRows';
export { creditsData, projectsData } from './reports/projectReports';

export interface QueryApiOptions {
  readonly pool: Pool;
  readonly eventStore: EventStore;
  /** Where the dashboard's search finds projects by name. */
  readonly searchIndex: SearchIndex;
  /** Where the asset library's search finds files. */
  readonly fileSearchIndex: FileSearchIndex;
  readonly runner: ProjectionRunner;
  /** The reactors' status, shown with the read models in the admin console. */
  readonly reactors?: ReactorStatusSource;
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
  /** Further ways to read a stored file, tried when those who may read what holds it are not the reader (blobHolders/blobAccess.ts). */
  readonly blobReadRules?: readonly BlobReadRule[];
  /** The card board (Trello); one that says it is not configured when left out. */
  readonly cardBoard?: CardBoard;
  /** The learning site; one that says it is not configured when left out. */
  readonly learningSite?: LearningSite;
}

export interface QueryApi {
  readonly router: Router;
  accessOf(userID: number): Promise<Access | null>;
}

/** The handler of each call; a call two folders answer is a programming error, found at start. */
const handlerTable = (routes: readonly QueryRoute[]): Map<CallDef, CallHandler> => {
  const table = new Map<CallDef, CallHandler>();
  for (const [call, handler] of routes) {
    if (table.has(call)) throw new Error(`The query ${call.path} is answered by two folders of the query API`);
    table.set(call, handler);
  }
  return table;
};

export const createQueryApi = (options: QueryApiOptions): QueryApi => {
  const { pool, runner, logger } = options;
  const waitMs = options.minPositionWaitMs ?? 2_000;
  const readAccess = options.cacheAccess ? cachedAccessOf(createAccessOf(pool), usersCheckpointOf(runner)) : createAccessOf(pool);
  const accessOf = accessOfNewUsers(readAccess, options.eventStore, runner, waitMs);
  const locked = options.cacheAccess ? cachedLocked(readLocked(pool), lockCheckpointOf(runner)) : readLocked(pool);
  const deps: QueryDeps = {
    pool,
    eventStore: options.eventStore,
    searchIndex: options.searchIndex,
    fileSearchIndex: options.fileSearchIndex,
    documents: options.documents,
    blobs: options.blobs,
    runner,
    accessOf,
    locked,
    waitMs,
    blobReadRules: options.blobReadRules ?? [],
    cardBoard: options.cardBoard ?? unconfiguredCardBoard,
    learningSite: options.learningSite ?? unconfiguredLearningSite,
    ...(options.reactors ? { reactors: options.reactors } : {}),
  };
  const areas: readonly QueryArea[] = Object.values(areaModules);
  const handlers = handlerTable(areas.flatMap((area) => area.handlers?.(deps) ?? []));
  const calls = allCalls().filter((call) => call.kind === 'query');
  const reached = new ReachedPositions();
  const router = express.Router();
  router.use(changeEventsRouter(runner, accessOf));
  for (const area of areas) for (const areaRouter of area.routers?.(deps) ?? []) router.use(areaRouter);
  router.use(
    createCallRouter({
      calls,
      handlers,
      accessOf,
      logger,
      gate: contentLockGate(locked),
      automationKeyAllows: liveKeyOf(pool),
      // A query waits only for the read models it is built from (its registry entry names them), and
      // for the users read model, which every call's authorization reads (accessOf): a grant given or
      // taken, or a user added, by that position must already count; so must a lock turned on or off
      // for a call the lock closes.
      awaitPosition: async (minPosition, requestId, call) => {
        if (minPosition === null) return true;
        const gated = call.closedByContentLock ? [ReadModels.contentLock] : [];
        const reads = [...new Set([...(call.reads ?? []), ReadModels.users, ...gated])];
        if (reached.has(minPosition, reads)) return true;
        if (await runner.waitForPosition(minPosition, waitMs, reads)) {
          reached.add(minPosition, reads);
          return true;
        }
        logger.warn({ minPosition: minPosition.toString(), requestId, call: call.path }, 'answering before the read models reached X-Min-Position');
        return false;
      },
    }),
  );
  return { router, accessOf };
};
