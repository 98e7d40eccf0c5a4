// User rules (spec 000 sections 4-6): unique ids and emails, activation, roles, degrees, grants (parsed
// by the grant grammar; given and taken only within the actor's own), who may change whom, the last
// active root, and who may sign in.
import { Messages, ROOT_GRANT, uniqueNameKey } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import { domainError, type DomainError } from '../../../shared/domain/domainError';
import type { Actor } from '../../../shared/domain/actor';
import { changeAvatar, type ChangeAvatar } from './avatar';
import { changePassword, type ChangePassword } from './password';
import { badGrants, grantsNotHeld, outranks, wouldBeLastRoot, type RootsSeen } from './grantRules';
import { UserMessages } from './messages';
import type { User, UserEvent, UserState } from './state';

/** `actor`: who asks (the user themselves on their own profile, an admin in the console). */
export type UserCommand =
  /** emailHeldBy: the userID holding the email, if anyone does; actor: the admin adding (null on the first start, which gives root). */
  | {
      type: 'AddUser';
      actor: Actor | null;
      userID: number;
      email: string;
      givenName: string;
      familyName: string;
      withPassword: boolean;
      grants: readonly string[];
      emailHeldBy: number | null;
    }
  | { type: 'ToggleUserActive'; actor: Actor; roots: RootsSeen }
  | { type: 'ChangeUserEmail'; actor: Actor; email: string; emailHeldBy: number | null }
  | { type: 'SetUserDegrees'; actor: Actor; degrees: readonly string[] }
  | { type: 'RemoveUserDegree'; actor: Actor; degree: string }
  | { type: 'AddUserRole'; actor: Actor; role: string }
  | { type: 'RemoveUserRole'; actor: Actor; role: string }
  | { type: 'SetSlackId'; actor: Actor; slackId: string }
  | { type: 'SetTrelloId'; actor: Actor; trelloId: string }
  | ChangePassword
  | ChangeAvatar
  | { type: 'AddGrants'; actor: Actor; grants: readonly string[] }
  | { type: 'RevokeGrants'; actor: Actor; grants: readonly string[]; roots: RootsSeen }
  | { type: 'SetPassword' }
  /** credentialsValid: the password matched its hash, or the identity provider vouched for the email. */
  | { type: 'SignIn'; method: 'password' | 'oidc'; credentialsValid: boolean };

export const userNotFound = (): DomainError => domainError('notFound', 'That user was not found.');
const emailTaken = (): DomainError => domainError('emailTaken', 'A user with that email already exists.', { fields: { email: 'Already used by another user' } });

type Command<T extends UserCommand['type']> = Extract<UserCommand, { type: T }>;

const add = (command: Command<'AddUser'>, state: User): Decision<UserEvent> => {
  if (state !== null) return domainError('userIdTaken', `A user with ID ${command.userID} already exists.`, { fields: { userID: 'Already used by another user' } });
  // A holder that is this very user is a concurrent try of the same idempotent add.
  if (command.emailHeldBy !== null && command.emailHeldBy !== command.userID) return emailTaken();
  // Starting grants follow the rule of /admin/addGrants: only well-formed grants the adding admin holds.
  const refusal = command.actor === null ? null : (badGrants(command.grants) ?? grantsNotHeld(command.grants, command.actor));
  if (refusal) return refusal;
  const { userID, email, givenName, familyName } = command;
  const events: UserEvent[] = [{ type: 'UserAdded', data: { userID, email, givenName, familyName } }];
  if (command.grants.length > 0) events.push({ type: 'GrantsAdded', data: { userID, grants: [...new Set(command.grants)] } });
  if (command.withPassword) events.push({ type: 'UserPasswordSet', data: { userID } });
  return events;
};

/** Runs a change asked by `actor` on an existing user (404 when unknown) within the actor's reach. */
const change = (state: User, actor: Actor, rule: (user: UserState) => Decision<UserEvent>): Decision<UserEvent> => {
  if (state === null) return userNotFound();
  return outranks(state, actor) ?? rule(state);
};

// An admin who deactivated themselves, or took their own root away, could be left with no way back in
// (spec 000 is silent; nothing else would undo it). The last active root likewise stays.
const toggleActive = (command: Command<'ToggleUserActive'>, user: UserState): Decision<UserEvent> => {
  if (user.deactivated) return [{ type: 'UserReactivated', data: { userID: user.userID } }];
  if (command.actor.userID === user.userID) return domainError('conflict', UserMessages.ownAccount);
  if (wouldBeLastRoot(user, command.roots)) return domainError('conflict', UserMessages.lastRootDeactivated);
  return [{ type: 'UserDeactivated', data: { userID: user.userID } }];
};

const changeEmail = (command: Command<'ChangeUserEmail'>, user: UserState): Decision<UserEvent> => {
  if (command.email === user.email) return [];
  const heldByOther = command.emailHeldBy !== null && uniqueNameKey(command.email) !== uniqueNameKey(user.email);
  if (heldByOther) return emailTaken();
  return [{ type: 'UserEmailChanged', data: { userID: user.userID, email: command.email, previousEmail: user.email } }];
};

const setDegrees = (degrees: readonly string[], user: UserState): Decision<UserEvent> => {
  const unique = [...new Set(degrees)];
  if (JSON.stringify(unique) === JSON.stringify(user.degrees)) return [];
  return [{ type: 'UserDegreesSet', data: { userID: user.userID, degrees: unique } }];
};

const addRole = (role: string, user: UserState): Decision<UserEvent> => (user.roles.includes(role) ? [] : [{ type: 'UserRoleAdded', data: { userID: user.userID, role } }]);

const removeRole = (role: string, user: UserState): Decision<UserEvent> => (user.roles.includes(role) ? [{ type: 'UserRoleRemoved', data: { userID: user.userID, role } }] : []);

const addGrants = (command: Command<'AddGrants'>, user: UserState): Decision<UserEvent> => {
  const refusal = badGrants(command.grants) ?? grantsNotHeld(command.grants, command.actor);
  if (refusal) return refusal;
  const added = [...new Set(command.grants)].filter((g) => !user.grants.includes(g));
  return added.length === 0 ? [] : [{ type: 'GrantsAdded', data: { userID: user.userID, grants: added } }];
};

const revokeGrants = (command: Command<'RevokeGrants'>, user: UserState): Decision<UserEvent> => {
  const refusal = badGrants(command.grants) ?? grantsNotHeld(command.grants, command.actor);
  if (refusal) return refusal;
  const revoked = [...new Set(command.grants)].filter((g) => user.grants.includes(g));
  if (revoked.includes(ROOT_GRANT)) {
    if (command.actor.userID === user.userID) return domainError('conflict', UserMessages.ownRoot, { fields: { grants: 'Includes your own root grant' } });
    if (wouldBeLastRoot(user, command.roots)) return domainError('conflict', UserMessages.lastRootRevoked, { fields: { grants: 'Includes the last root grant' } });
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
    case 'AddUser':
      return add(command, state);
    case 'ToggleUserActive':
      return change(state, command.actor, (u) => toggleActive(command, u));
    case 'ChangeUserEmail':
      return change(state, command.actor, (u) => changeEmail(command, u));
    case 'SetUserDegrees':
      return change(state, command.actor, (u) => setDegrees(command.degrees, u));
    case 'RemoveUserDegree':
      return change(state, command.actor, (u) =>
        setDegrees(
          u.degrees.filter((d) => d !== command.degree),
          u,
        ),
      );
    case 'AddUserRole':
      return change(state, command.actor, (u) => addRole(command.role, u));
    case 'RemoveUserRole':
      return change(state, command.actor, (u) => removeRole(command.role, u));
    case 'SetSlackId':
      return change(state, command.actor, (u) => (u.slackId === command.slackId ? [] : [{ type: 'UserSlackIdSet', data: { userID: u.userID, slackId: command.slackId } }]));
    case 'SetTrelloId':
      return change(state, command.actor, (u) => (u.trelloId === command.trelloId ? [] : [{ type: 'UserTrelloIdSet', data: { userID: u.userID, trelloId: command.trelloId } }]));
    case 'ChangePassword':
      return state === null ? userNotFound() : changePassword(command, state);
    case 'ChangeAvatar':
      return change(state, command.actor, (u) => changeAvatar(command, u));
    case 'AddGrants':
      return change(state, command.actor, (u) => addGrants(command, u));
    case 'RevokeGrants':
      return change(state, command.actor, (u) => revokeGrants(command, u));
    case 'SetPassword':
      return state === null ? userNotFound() : [{ type: 'UserPasswordSet', data: { userID: state.userID } }];
    case 'SignIn':
      return signIn(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
