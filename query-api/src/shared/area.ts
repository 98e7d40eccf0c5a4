// A folder of the query API exports what the API needs of it (Emmett's slices export their `api` the
// same way): the handlers of its query calls and any routes of its own outside the call registry (a
// stored file's bytes, a CSV report). areas.ts lists the folders, one line each; the API's handler
// table and its routes are derived from it.
import type { Router } from 'express';
import type { Access, BlobStore, CardBoard, DocumentStore, EventStore, FileSearchIndex, LearningSite, Pool, ProjectionRunner, ReactorStatusSource, SearchIndex } from '@wb/platform';
import type { BlobReadRule } from '../blobHolders/blobAccess';
import type { QueryRoute } from './queryCall';

/** Everything a folder's handlers and routes may read. */
export interface QueryDeps {
  readonly pool: Pool;
  /** Only for a read the read models cannot hold: a project as it was at any moment (projectAsOf). */
  readonly eventStore: EventStore;
  /** Where the dashboard's search finds projects by name. */
  readonly searchIndex: SearchIndex;
  /** Where the asset library's search finds files. */
  readonly fileSearchIndex: FileSearchIndex;
  /** Scene documents and the editor library's element trees. */
  readonly documents: DocumentStore;
  /** Stored uploads. */
  readonly blobs: BlobStore;
  readonly runner: ProjectionRunner;
  /** The reactors' status, for the admin console; absent where this process knows of none. */
  readonly reactors?: ReactorStatusSource;
  /** The asking user's access, as every call's authorization reads it. */
  readonly accessOf: (userID: number) => Promise<Access | null>;
  /** Whether the content lock is on. */
  readonly locked: () => Promise<boolean>;
  /** How long a read waits for its X-Min-Position before answering from what is there. */
  readonly waitMs: number;
  /** Further ways to read a stored file (blobHolders/blobAccess.ts). */
  readonly blobReadRules: readonly BlobReadRule[];
  /** The card board (Trello), or one that says it is not configured. */
  readonly cardBoard: CardBoard;
  /** The learning site, or one that says it is not configured. */
  readonly learningSite: LearningSite;
}

export interface QueryArea {
  /** The handlers of its query calls. */
  readonly handlers?: (deps: QueryDeps) => readonly QueryRoute[];
  /** Its routes outside the call registry, mounted under /api before the call router. */
  readonly routers?: (deps: QueryDeps) => readonly Router[];
}
