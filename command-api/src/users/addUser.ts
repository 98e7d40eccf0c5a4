// Adding a user, shared by the admin call and the first start (ensureAdmin). The password hash goes
// to the auth table after the events are appended, so a refused add never touches a credential.
import { hashPassword } from '@wb/platform';
import type { CommandMetadata } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import type { Actor } from '../shared/domain/actor';
import { handlerOf } from '../shared/handle';
import { userAggregate } from './domain/user/aggregate';
import { userIDByEmail } from './userByEmail';

export interface NewUser {
  readonly userID: number;
  readonly email: string;
  readonly givenName: string;
  readonly familyName: string;
  readonly password?: string | undefined;
  readonly grants?: readonly string[];
}

export interface AddedUser {
  readonly userID: number;
  /** Present when no password was given: a one-time link to choose one. */
  readonly setPasswordLink?: string;
  readonly position?: bigint;
}

export const setPasswordLinkOf = (publicUrl: string, token: string): string => `${publicUrl.replace(/\/+$/, '')}/#/set-password/${token}`;

/** `actor`: the admin adding, whose own grants bound the starting grants; null on the first start. */
export const addUser = async (deps: CommandDeps, meta: CommandMetadata, user: NewUser, actor: Actor | null = null): Promise<AddedUser> => {
  const passwordHash = user.password === undefined ? null : await hashPassword(user.password);
  const outcome = await handlerOf(deps.eventStore, userAggregate).handle(meta, user.userID, async () => ({
    type: 'AddUser',
    actor,
    userID: user.userID,
    email: user.email,
    givenName: user.givenName,
    familyName: user.familyName,
    withPassword: passwordHash !== null,
    grants: user.grants ?? [],
    emailHeldBy: await userIDByEmail(deps.eventStore, user.email),
  }));
  const position = outcome.position === undefined ? {} : { position: outcome.position };
  if (passwordHash !== null) {
    await deps.credentials.setPasswordHash(user.userID, passwordHash);
    return { userID: user.userID, ...position };
  }
  const token = await deps.credentials.createSetPasswordToken(user.userID);
  return { userID: user.userID, setPasswordLink: setPasswordLinkOf(deps.publicUrl, token), ...position };
};
