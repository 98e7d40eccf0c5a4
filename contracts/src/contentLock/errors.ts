import type { ErrorCodeTable } from '../kernel/errors';

/**
 * A call of the asset library while the content lock is on: 423 Locked, not 403, so a client (and a
 * person reading the answer) tells "the library is closed for everyone" from "you lack a grant".
 */
export const ContentLockErrorCode = {
  contentLocked: 423,
} as const satisfies ErrorCodeTable;
