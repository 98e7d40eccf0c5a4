// The first start creates the first admin (userID 1, grant root), so that someone can sign in.
import { randomBytes } from 'node:crypto';
import { ROOT_GRANT } from '@wb/contracts';
import { ApiError } from '@wb/platform';
import { systemMetadata } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { addUser } from '../users/addUser';
import { userAggregate } from '../users/domain/user/aggregate';

export const FIRST_ADMIN_USER_ID = 1;

/**
 * Creates the first admin when no user exists yet (userID 1 is held by the first user ever added).
 * Answers the password only when it was generated here, so that the gateway prints it once; a
 * password given by configuration is never echoed.
 */
export const ensureAdmin = async (deps: CommandDeps, email: string, password?: string): Promise<{ created: boolean; password?: string }> => {
  const firstUser = await deps.eventStore.findReservation(userAggregate.key('id', String(FIRST_ADMIN_USER_ID)));
  if (firstUser !== null) return { created: false };
  const chosen = password ?? randomBytes(12).toString('base64url');
  try {
    await addUser(deps, systemMetadata('first-start'), {
      userID: FIRST_ADMIN_USER_ID,
      email,
      givenName: 'Admin',
      familyName: '',
      password: chosen,
      grants: [ROOT_GRANT],
    });
  } catch (err) {
    // Another process started at the same moment and created it.
    if (err instanceof ApiError && (err.code === 'userIdTaken' || err.code === 'emailTaken')) return { created: false };
    throw err;
  }
  return password === undefined ? { created: true, password: chosen } : { created: true };
};
