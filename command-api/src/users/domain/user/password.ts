// A user changes their own password (ours; spec 000 has no such call: docs/decisions/profile.md). The
// route checks the current password against its hash and the new one's strength; decide records only
// that a credential was set. The password itself never reaches an event.
import { Messages } from '@wb/contracts';
import type { Actor } from '../../../shared/domain/actor';
import type { Decision } from '../../../shared/domain/decider';
import { domainError } from '../../../shared/domain/domainError';
import type { UserEvent, UserState } from './state';

export interface ChangePassword {
  readonly type: 'ChangePassword';
  readonly actor: Actor;
  /** Whether the user has a local password at all (accounts signed in by single sign-on have none). */
  readonly hasPassword: boolean;
  /** Whether the current password given matched its hash. */
  readonly currentPasswordValid: boolean;
}

export const changePassword = (command: ChangePassword, user: UserState): Decision<UserEvent> => {
  // The profile calls act on the signed-in user only; a command for another user is a wiring fault.
  if (command.actor.userID !== user.userID) return domainError('forbidden', 'You can only change your own password.');
  if (!command.hasPassword) return domainError('conflict', Messages.noLocalPassword);
  // 400 naming the field, not 401: the caller is signed in, and a 401 would read as "signed out".
  if (!command.currentPasswordValid) return domainError('validation', Messages.wrongCurrentPassword, { fields: { currentPassword: Messages.wrongCurrentPassword } });
  return [{ type: 'UserPasswordSet', data: { userID: user.userID } }];
};
