// The read side's content lock gate: while the lock is on, the queries it closes (closedByContentLock
// in the registry) and the public kit page's files answer 423 with the moved-assets message.
import express, { type Router } from 'express';
import { Messages, PublicKitPaths, isClosedByContentLock, type CallDef } from '@wb/contracts';
import { ApiError } from '@wb/platform';
import type { LockState } from './lockState';

export const contentLocked = (): ApiError => new ApiError('contentLocked', Messages.assetsMoved);

/** The call router's gate. */
export const contentLockGate =
  (locked: LockState) =>
  async (call: CallDef): Promise<void> => {
    if (isClosedByContentLock(call) && (await locked())) throw contentLocked();
  };

/**
 * The public kit page's file and thumbnail addresses (outside the registry: they answer bytes), closed
 * as getPublicKit is. Mounted under /api, before the router that serves them.
 */
export const publicKitFilesGate = (locked: LockState): Router => {
  const router = express.Router();
  const paths = Object.values(PublicKitPaths).map((path) => path.replace(/^\/api/, ''));
  router.get(paths, (_req, _res, next) => {
    locked().then((on) => next(on ? contentLocked() : undefined), next);
  });
  return router;
};
