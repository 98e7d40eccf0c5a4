// Who may change whom, and which grants they may hand out (DESIGN.md section 7): nobody gives or takes
// away a grant they do not hold, nobody changes a user who holds more than they do, the last root stays.
import { ROOT_GRANT, parseGrant, satisfies } from '@wb/contracts';
import type { Actor } from '../../../shared/domain/actor';
import { domainError, type DomainError } from '../../../shared/domain/domainError';
import { UserMessages } from './messages';
import type { User, UserState } from './state';

/** What the handler saw of the workspace's active roots when it built the command, for the last-root rule. */
export interface RootsSeen {
  /** Active root users other than the one decided on, each loaded from its own stream (the acting root). */
  readonly others: readonly number[];
  /**
   * The first free turn of the root-removal sequence: a decision that takes an active root away claims
   * it (users/reservations.ts), so of two removals decided on the same view of the roots one fails and
   * is decided again on the new view.
   */
  readonly removalTurn: number;
}

export const isActiveRoot = (user: User): boolean => user !== null && !user.deactivated && user.grants.includes(ROOT_GRANT);

/** A user holding a grant the actor's grants do not satisfy is beyond the actor's reach; oneself never is. */
export const outranks = (user: UserState, actor: Actor): DomainError | null =>
  user.userID !== actor.userID && user.grants.some((g) => !satisfies(actor.grants, g)) ? domainError('forbidden', UserMessages.outranked) : null;

/** 400 naming every grant that breaks the grammar type.subtype[-level]. */
export const badGrants = (grants: readonly string[]): DomainError | null => {
  const reasons = grants.flatMap((g) => {
    const parsed = parseGrant(g);
    return 'error' in parsed ? [parsed.error] : [];
  });
  if (reasons.length === 0) return null;
  const reason = reasons.join('; ');
  return domainError('validation', `Invalid input (grants: ${reason})`, { fields: { grants: reason } });
};

/** 403 unless the actor holds every grant it gives or takes away (root only by root). */
export const grantsNotHeld = (grants: readonly string[], actor: Actor): DomainError | null => {
  const missing = [...new Set(grants)].filter((g) => !satisfies(actor.grants, g));
  if (missing.length === 0) return null;
  if (missing.includes(ROOT_GRANT)) return domainError('forbidden', UserMessages.rootOnly, { fields: { grants: UserMessages.rootOnly } });
  const msg = UserMessages.grantsNotHeld(missing);
  return domainError('forbidden', msg, { fields: { grants: msg } });
};

/** Whether taking `user`'s active root away would leave the workspace without one. */
export const wouldBeLastRoot = (user: UserState, roots: RootsSeen): boolean => isActiveRoot(user) && roots.others.every((id) => id === user.userID);
