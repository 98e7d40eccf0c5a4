// The user command calls: one's own profile (acting on the signed-in user) and the admin console.
import { AdminCalls, UserCalls } from '@wb/contracts';
import type { CallContext, CallResult } from '@wb/platform';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import type { CommandMetadata } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import type { Actor } from '../shared/domain/actor';
import { handlerOf, type CommandOf } from '../shared/handle';
import { assertStrongPassword } from '../auth/passwordStrength';
import { storedFileAt } from '../uploads/storedFiles';
import { addUser } from './addUser';
import { changeOwnPassword } from './changePassword';
import { userAggregate } from './domain/user/aggregate';
import type { UserCommand } from './domain/user/decide';
import { rootsSeen } from './roots';
import { userIDByEmail } from './userByEmail';
import type { User } from './domain/user/state';

export const userRoutes = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore } = deps;
  const users = handlerOf(eventStore, userAggregate);
  const onUser = async (userID: number, commandOf: CommandOf<UserCommand, User>, meta: CommandMetadata): Promise<CallResult> => {
    const outcome = await users.handle(meta, userID, commandOf);
    return answer(ok, outcome.position);
  };
  /** One's own profile: the signed-in user acts on themselves. */
  const onSelf = (ctx: CallContext, meta: CommandMetadata, command: (actor: Actor) => UserCommand): Promise<CallResult> => {
    const actor = actorOf(ctx);
    return onUser(actor.userID, () => command(actor), meta);
  };

  return [
    commandCall(deps, UserCalls.updateAvatar, async (input, ctx, meta) => {
      const stored = await storedFileAt(deps.blobs, input.src);
      return onSelf(ctx, meta, (actor) => ({ type: 'ChangeAvatar', actor, src: input.src, stored }));
    }),
    commandCall(deps, UserCalls.updateData, (input, ctx, meta) => onSelf(ctx, meta, (actor) => ({ type: 'SetUserDegrees', actor, degrees: input.data.degrees }))),
    commandCall(deps, UserCalls.addRole, (input, ctx, meta) => onSelf(ctx, meta, (actor) => ({ type: 'AddUserRole', actor, role: input.role }))),
    commandCall(deps, UserCalls.removeRole, (input, ctx, meta) => onSelf(ctx, meta, (actor) => ({ type: 'RemoveUserRole', actor, role: input.role }))),
    commandCall(deps, UserCalls.removeDegree, (input, ctx, meta) => onSelf(ctx, meta, (actor) => ({ type: 'RemoveUserDegree', actor, degree: input.degree }))),
    commandCall(deps, UserCalls.changePassword, (input, ctx, meta) => changeOwnPassword(deps, input, ctx, meta)),

    // The admin console.
    commandCall(deps, AdminCalls.addUser, async (input, ctx, meta) => {
      if (input.password !== undefined) assertStrongPassword(input.password, input);
      const added = await addUser(deps, meta, input, actorOf(ctx));
      const body = { user: { userID: added.userID }, ...(added.setPasswordLink ? { setPasswordLink: added.setPasswordLink } : {}) };
      return answer(body, added.position);
    }),
    commandCall(deps, AdminCalls.userToggleActive, async (input, ctx, meta) => {
      const actor = actorOf(ctx);
      const outcome = await users.handle(meta, input.userID, async () => ({
        type: 'ToggleUserActive',
        actor,
        roots: await rootsSeen(eventStore, actor, input.userID),
      }));
      const deactivated = outcome.events.some((e) => e.type === 'UserDeactivated');
      // A deactivated user is signed out everywhere at once, not when a session expires.
      if (deactivated) await deps.sessions.endAllOf(input.userID);
      return answer({ deactivated }, outcome.position);
    }),
    commandCall(deps, AdminCalls.updateUserEmail, (input, ctx, meta) =>
      onUser(input.userID, async () => ({ type: 'ChangeUserEmail', actor: actorOf(ctx), email: input.email, emailHeldBy: await userIDByEmail(eventStore, input.email) }), meta),
    ),
    commandCall(deps, AdminCalls.updateUserDegrees, (input, ctx, meta) => onUser(input.userID, () => ({ type: 'SetUserDegrees', actor: actorOf(ctx), degrees: input.degrees }), meta)),
    commandCall(deps, AdminCalls.addUserRole, (input, ctx, meta) => onUser(input.userID, () => ({ type: 'AddUserRole', actor: actorOf(ctx), role: input.role }), meta)),
    commandCall(deps, AdminCalls.removeUserRole, (input, ctx, meta) => onUser(input.userID, () => ({ type: 'RemoveUserRole', actor: actorOf(ctx), role: input.role }), meta)),
    commandCall(deps, AdminCalls.addSlackUserId, (input, ctx, meta) => onUser(input.userID, () => ({ type: 'SetSlackId', actor: actorOf(ctx), slackId: input.slackId }), meta)),
    commandCall(deps, AdminCalls.addTrelloUserId, (input, ctx, meta) => onUser(input.userID, () => ({ type: 'SetTrelloId', actor: actorOf(ctx), trelloId: input.trelloId }), meta)),
    commandCall(deps, AdminCalls.addGrants, (input, ctx, meta) => onUser(input.userID, () => ({ type: 'AddGrants', actor: actorOf(ctx), grants: input.grants }), meta)),
    commandCall(deps, AdminCalls.revokeGrants, (input, ctx, meta) => {
      const actor = actorOf(ctx);
      return onUser(input.userID, async () => ({ type: 'RevokeGrants', actor, grants: input.grants, roots: await rootsSeen(eventStore, actor, input.userID) }), meta);
    }),
  ];
};
