// User rules (spec 000 sections 4-6): unique ids and emails, activation, roles, degrees, grants
// (parsed by the grant grammar), and who may sign in.
import { Messages, parseGrant } from '@wb/contracts';
import type { Decider, Decision } from '../shared/decider';
import { domainError, type DomainError } from '../shared/domainError';
import { nameKey } from '../shared/names';
import { evolve, initialState, userStreamId, type User, type UserEvent, type UserState } from './user';

export type UserCommand =
  | { type: 'AddUser'; userID: number; email: string; givenName: string; familyName: string; withPassword: boolean; grants: readonly string[]; emailHeldBy: string | null }
  /** byUserID: the admin acting, who may not lock themselves out. */
  | { type: 'ToggleUserActive'; byUserID: number }
  | { type: 'ChangeUserEmail'; email: string; emailHeldBy: string | null }
  | { type: 'SetUserDegrees'; degrees: readonly string[] }
  | { type: 'RemoveUserDegree'; degree: string }
  | { type: 'AddUserRole'; role: string }
  | { type: 'RemoveUserRole'; role: string }
  | { type: 'SetSlackId'; slackId: string }
  | { type: 'ChangeAvatar'; src: string }
  | { type: 'AddGrants'; grants: readonly string[] }
  | { type: 'RevokeGrants'; grants: readonly string[]; byUserID: number }
  | { type: 'SetPassword' }
  /** credentialsValid: the password matched its hash, or the identity provider vouched for the email. */
  | { type: 'SignIn'; method: 'password' | 'oidc'; credentialsValid: boolean };

export const userNotFound = (): DomainError => domainError('notFound', 'That user was not found.');
const emailTaken = (): DomainError => domainError('emailTaken', 'A user with that email already exists.', { fields: { email: 'Already used by another user' } });

type Command<T extends UserCommand['type']> = Extract<UserCommand, { type: T }>;

const add = (command: Command<'AddUser'>, state: User): Decision<UserEvent> => {
  if (state !== null) return domainError('userIdTaken', `A user with ID ${command.userID} already exists.`, { fields: { userID: 'Already used by another user' } });
  // A holder that is this very user is a concurrent try of the same idempotent add.
  if (command.emailHeldBy !== null && command.emailHeldBy !== userStreamId(command.userID)) return emailTaken();
  const { userID, email, givenName, familyName } = command;
  const events: UserEvent[] = [{ type: 'UserAdded', data: { userID, email, givenName, familyName } }];
  if (command.grants.length > 0) events.push({ type: 'GrantsAdded', data: { userID, grants: [...new Set(command.grants)] } });
  if (command.withPassword) events.push({ type: 'UserPasswordSet', data: { userID } });
  return events;
};

/** Runs a rule against an existing user; unknown users are 404. */
const onUser = (state: User, rule: (user: UserState) => Decision<UserEvent>): Decision<UserEvent> =>
  state === null ? userNotFound() : rule(state);

// An admin who deactivated themselves, or took their own root away, could be left with no way back in
// (spec 000 is silent; nothing else would undo it).
const toggleActive = (byUserID: number, user: UserState): Decision<UserEvent> => {
  if (!user.deactivated && byUserID === user.userID) return domainError('conflict', 'You cannot deactivate your own account.');
  return [{ type: user.deactivated ? 'UserReactivated' : 'UserDeactivated', data: { userID: user.userID } }];
};

const changeEmail = (command: Command<'ChangeUserEmail'>, user: UserState): Decision<UserEvent> => {
  if (command.email === user.email) return [];
  const heldByOther = command.emailHeldBy !== null && nameKey(command.email) !== nameKey(user.email);
  if (heldByOther) return emailTaken();
  return [{ type: 'UserEmailChanged', data: { userID: user.userID, email: command.email, previousEmail: user.email } }];
};

const setDegrees = (degrees: readonly string[], user: UserState): Decision<UserEvent> => {
  const unique = [...new Set(degrees)];
  if (JSON.stringify(unique) === JSON.stringify(user.degrees)) return [];
  return [{ type: 'UserDegreesSet', data: { userID: user.userID, degrees: unique } }];
};

const addRole = (role: string, user: UserState): Decision<UserEvent> =>
  user.roles.includes(role) ? [] : [{ type: 'UserRoleAdded', data: { userID: user.userID, role } }];

const removeRole = (role: string, user: UserState): Decision<UserEvent> =>
  user.roles.includes(role) ? [{ type: 'UserRoleRemoved', data: { userID: user.userID, role } }] : [];

/** 400 naming every grant that breaks the grammar type.subtype[-level]. */
const badGrants = (grants: readonly string[]): DomainError | null => {
  const reasons = grants.flatMap((g) => {
    const parsed = parseGrant(g);
    return 'error' in parsed ? [parsed.error] : [];
  });
  if (reasons.length === 0) return null;
  const reason = reasons.join('; ');
  return domainError('validation', `Invalid input (grants: ${reason})`, { fields: { grants: reason } });
};

const addGrants = (grants: readonly string[], user: UserState): Decision<UserEvent> => {
  const bad = badGrants(grants);
  if (bad) return bad;
  const added = [...new Set(grants)].filter((g) => !user.grants.includes(g));
  return added.length === 0 ? [] : [{ type: 'GrantsAdded', data: { userID: user.userID, grants: added } }];
};

const revokeGrants = (grants: readonly string[], byUserID: number, user: UserState): Decision<UserEvent> => {
  const bad = badGrants(grants);
  if (bad) return bad;
  const revoked = [...new Set(grants)].filter((g) => user.grants.includes(g));
  if (byUserID === user.userID && revoked.includes('root')) {
    return domainError('conflict', 'You cannot remove your own root grant.', { fields: { grants: 'Includes your own root grant' } });
  }
  return revoked.length === 0 ? [] : [{ type: 'GrantsRevoked', data: { userID: user.userID, grants: revoked } }];
};

const signIn = (command: Command<'SignIn'>, state: User): Decision<UserEvent> => {
  if (state === null || !command.credentialsValid) return domainError('unauthenticated', Messages.wrongCredentials);
  if (state.deactivated) return domainError('forbidden', Messages.accountDeactivated);
  return [{ type: 'UserSignedIn', data: { userID: state.userID, method: command.method } }];
};

export const decide = (command: UserCommand, state: User): Decision<UserEvent> => {
  switch (command.type) {
    case 'AddUser': return add(command, state);
    case 'ToggleUserActive': return onUser(state, (u) => toggleActive(command.byUserID, u));
    case 'ChangeUserEmail': return onUser(state, (u) => changeEmail(command, u));
    case 'SetUserDegrees': return onUser(state, (u) => setDegrees(command.degrees, u));
    case 'RemoveUserDegree': return onUser(state, (u) => setDegrees(u.degrees.filter((d) => d !== command.degree), u));
    case 'AddUserRole': return onUser(state, (u) => addRole(command.role, u));
    case 'RemoveUserRole': return onUser(state, (u) => removeRole(command.role, u));
    case 'SetSlackId': return onUser(state, (u) => (u.slackId === command.slackId ? [] : [{ type: 'UserSlackIdSet', data: { userID: u.userID, slackId: command.slackId } }]));
    case 'ChangeAvatar': return onUser(state, (u) => (u.avatar === command.src ? [] : [{ type: 'UserAvatarChanged', data: { userID: u.userID, src: command.src } }]));
    case 'AddGrants': return onUser(state, (u) => addGrants(command.grants, u));
    case 'RevokeGrants': return onUser(state, (u) => revokeGrants(command.grants, command.byUserID, u));
    case 'SetPassword': return onUser(state, (u) => [{ type: 'UserPasswordSet', data: { userID: u.userID } }]);
    case 'SignIn': return signIn(command, state);
    default: { const _exhaustive: never = command; return _exhaustive; }
  }
};

export const userDecider: Decider<UserCommand, UserEvent, User> = { initialState, evolve, decide };
