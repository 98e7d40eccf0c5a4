// /user/changePassword (ours; docs/decisions/profile.md): the signed-in user gives their current
// password and a new one as strong as sign-in asks; every other session of theirs ends, the one that
// asked stays. Neither password is logged or put in an event: decide records UserPasswordSet only.
import type { UserCalls } from '@wb/contracts';
import { ApiError, hashPassword, verifyPassword, type CallContext, type CallResult } from '@wb/platform';
import type { z } from 'zod';
import { assertStrongPassword } from '../auth/passwordStrength';
import { actorOf, answer, ok } from '../shared/commandCall';
import type { CommandMetadata } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { handlerOf } from '../shared/handle';
import { userAggregate } from './domain/user/aggregate';

type Input = z.infer<typeof UserCalls.changePassword.input>;

/** The sign-in strength rule, its refusal naming the field of this call (newPassword). */
const assertStrongNewPassword = (newPassword: string, person: { email?: string; givenName?: string; familyName?: string }): void => {
  try {
    assertStrongPassword(newPassword, person);
  } catch (err) {
    if (!(err instanceof ApiError) || err.fields?.password === undefined) throw err;
    const reason = err.fields.password;
    throw new ApiError('validation', `Invalid input (newPassword: ${reason})`, { newPassword: reason });
  }
};

export const changeOwnPassword = async (deps: CommandDeps, input: Input, ctx: CallContext, meta: CommandMetadata): Promise<CallResult> => {
  const actor = actorOf(ctx);
  const currentHash = await deps.credentials.passwordHashOf(actor.userID);
  const currentPasswordValid = currentHash !== null && (await verifyPassword(currentHash, input.currentPassword));
  let newHash: string | null = null;
  const outcome = await handlerOf(deps.eventStore, userAggregate).handle(meta, actor.userID, async (user) => {
    // Strength is judged only once the current password is right, so a wrong one is the answer given.
    if (currentPasswordValid) {
      assertStrongNewPassword(input.newPassword, user ?? {});
      newHash ??= await hashPassword(input.newPassword);
    }
    return { type: 'ChangePassword', actor, hasPassword: currentHash !== null, currentPasswordValid };
  });
  if (newHash !== null) {
    await deps.credentials.setPasswordHash(actor.userID, newHash);
    await deps.sessions.endAllOf(actor.userID, ctx.sessionId ?? undefined);
  }
  return answer(ok, outcome.position);
};
