import { uniqueNameKey } from '@wb/contracts';
import type { Reservation } from '@wb/platform';
import type { Claims } from '../../../shared/domain/aggregate';
import { fold } from '../../../shared/domain/decider';
import type { UserCommand } from './decide';
import { isActiveRoot } from './grantRules';
import { evolve, type User, type UserEvent } from './state';

export type UserKey = 'id' | 'email' | 'root-removal';

/**
 * The user id and email claimed and given up by the decided events; and a decision that takes an
 * active root away (a revoked root, a deactivated root user) claims the turn of the root-removal
 * sequence its command saw, so that two removals decided at once cannot both leave "another root".
 */
export const userReservations = (events: readonly UserEvent[], state: User, command: UserCommand, key: (kind: UserKey, value: string) => Reservation): Claims => {
  const reserve: Reservation[] = [];
  const release: Reservation[] = [];
  for (const event of events) {
    if (event.type === 'UserAdded') reserve.push(key('id', String(event.data.userID)), key('email', event.data.email));
    if (event.type === 'UserEmailChanged' && uniqueNameKey(event.data.email) !== uniqueNameKey(event.data.previousEmail)) {
      release.push(key('email', event.data.previousEmail));
      reserve.push(key('email', event.data.email));
    }
  }
  const removesRoot = isActiveRoot(state) && !isActiveRoot(fold(evolve, state, events));
  if (removesRoot && 'roots' in command) reserve.push(key('root-removal', String(command.roots.removalTurn)));
  return { reserve, release };
};
