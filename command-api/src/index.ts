// The write side: every registry call of kind 'command', sign-in, and the access check both APIs use.
import { allCalls } from '@wb/contracts';
import {
  automationKeyStore,
  createAuthStores,
  createCallRouter,
  createIdempotencyStore,
  type Access,
  unconfiguredCardBoard,
  unconfiguredLearningSite,
  type BlobStore,
  type CardBoard,
  type LearningSite,
  type DocumentStore,
  type EventStore,
  type Logger,
  type Pool,
  type SessionStore,
} from '@wb/platform';
import type { Router } from 'express';
import { authRouter } from './auth/authRouter';
import { ensureAdmin } from './auth/ensureAdmin';
import { signInWithOidc, type SignedIn } from './auth/signIn';
import { areas } from './areas';
import { contentLockGate } from './contentLock/gate';
import type { CommandDeps } from './shared/deps';
import { accessOf } from './users/accessOf';
import { uploadRouter } from './uploads/uploadRouter';

export interface CommandApiOptions {
  readonly eventStore: EventStore;
  readonly pool: Pool;
  readonly logger: Logger;
  /** Public address of the product, e.g. http://localhost:3000 (for set-password links). */
  readonly publicUrl: string;
  /** Where uploads are stored. */
  readonly blobs: BlobStore;
  /** Scene documents and the editor library (DocumentStore). */
  readonly documents: DocumentStore;
  /** Bytes each user's uploads may hold (UPLOAD_QUOTA_BYTES; the uploads' default when left out). */
  readonly uploadQuotaBytes?: number;
  /** The card board (Trello); one that says it is not configured when left out. */
  readonly cardBoard?: CardBoard;
  /** The learning site; one that says it is not configured when left out. */
  readonly learningSite?: LearningSite;
}

export interface CommandApi {
  /** Every registry call of kind 'command', at its registry path (mounted under /api). */
  readonly router: Router;
  /** Absolute paths: POST /auth/login, POST /auth/setPassword, POST /api/logout. */
  readonly authRouter: Router;
  accessOf(userID: number): Promise<Access | null>;
  ensureAdmin(email: string, password?: string): Promise<{ created: boolean; password?: string }>;
  signInWithOidc(email: string, requestId: string): Promise<SignedIn>;
  /** Absolute paths: POST /api/v1/upload (multipart) and /api/v1/tusupload/ (tus). */
  readonly uploadRouter: Router;
  /** The session store, for sessionMiddleware. */
  readonly sessions: SessionStore;
}

export const createCommandApi = async (options: CommandApiOptions): Promise<CommandApi> => {
  const { sessions, credentials } = await createAuthStores(options.pool);
  const idempotency = await createIdempotencyStore(options.pool);
  const deps: CommandDeps = {
    eventStore: options.eventStore,
    idempotency,
    sessions,
    credentials,
    automationKeys: automationKeyStore(options.pool),
    logger: options.logger,
    publicUrl: options.publicUrl,
    blobs: options.blobs,
    documents: options.documents,
    cardBoard: options.cardBoard ?? unconfiguredCardBoard,
    learningSite: options.learningSite ?? unconfiguredLearningSite,
  };
  const access = accessOf(options.eventStore);
  const handlers = new Map(areas.flatMap((area) => area.routes(deps)));
  for (const area of areas) await area.onStart?.(deps);
  const router = createCallRouter({
    calls: allCalls().filter((c) => c.kind === 'command'),
    handlers,
    accessOf: access,
    logger: options.logger,
    gate: contentLockGate(options.eventStore),
  });
  return {
    router,
    authRouter: authRouter(deps),
    uploadRouter: uploadRouter({ blobs: options.blobs, eventStore: options.eventStore, logger: options.logger, accessOf: access, uploadQuotaBytes: options.uploadQuotaBytes }),
    accessOf: access,
    ensureAdmin: (email, password) => ensureAdmin(deps, email, password),
    signInWithOidc: (email, requestId) => signInWithOidc(deps, email, requestId),
    sessions,
  };
};

export type { SignedIn } from './auth/signIn';
export { aggregates, reservationScopes, streamTypes } from './aggregates';
export { videoMediaReactor } from './projectFiles/media/reactor';
export { exportReports } from './exports';
