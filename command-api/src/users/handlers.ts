// The user command calls: one's own profile (acting on the signed-in user) and the admin console.
import { AdminCalls, UserCalls } from '@wb/contracts';
import type { CallResult } from '@wb/platform';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import type { CommandMetadata } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { ReservationScopes, reservation } from '../shared/reservations';
import { runOnStream } from '../shared/runOnStream';
import { addUser } from './addUser';
import type { UserCommand } from './decide';
import { onUserStream } from './userStream';

export const userHandlers = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore } = deps;
  const onUser = async (userID: number, command: UserCommand, meta: CommandMetadata): Promise<CallResult> => {
    const outcome = await runOnStream(eventStore, meta, onUserStream(userID, () => command));
    return answer(ok, outcome.position);
  };

  return [
    // One's own profile.
    commandCall(deps, UserCalls.updateAvatar, (input, ctx, meta) => onUser(actorOf(ctx).userID, { type: 'ChangeAvatar', src: input.src }, meta)),
    commandCall(deps, UserCalls.updateData, (input, ctx, meta) => onUser(actorOf(ctx).userID, { type: 'SetUserDegrees', degrees: input.data.degrees }, meta)),
    commandCall(deps, UserCalls.addRole, (input, ctx, meta) => onUser(actorOf(ctx).userID, { type: 'AddUserRole', role: input.role }, meta)),
    commandCall(deps, UserCalls.removeRole, (input, ctx, meta) => onUser(actorOf(ctx).userID, { type: 'RemoveUserRole', role: input.role }, meta)),
    commandCall(deps, UserCalls.removeDegree, (input, ctx, meta) => onUser(actorOf(ctx).userID, { type: 'RemoveUserDegree', degree: input.degree }, meta)),

    // The admin console.
    commandCall(deps, AdminCalls.addUser, async (input, _ctx, meta) => {
      const added = await addUser(deps, meta, input);
      const body = { user: { userID: added.userID }, ...(added.setPasswordLink ? { setPasswordLink: added.setPasswordLink } : {}) };
      return answer(body, added.position);
    }),
    commandCall(deps, AdminCalls.userToggleActive, async (input, ctx, meta) => {
      const outcome = await runOnStream(eventStore, meta, onUserStream(input.userID, () => ({ type: 'ToggleUserActive', byUserID: actorOf(ctx).userID })));
      const deactivated = outcome.events.some((e) => e.type === 'UserDeactivated');
      // A deactivated user is signed out everywhere at once, not when a session expires.
      if (deactivated) await deps.sessions.endAllOf(input.userID);
      return answer({ deactivated }, outcome.position);
    }),
    commandCall(deps, AdminCalls.updateUserEmail, async (input, _ctx, meta) => {
      const outcome = await runOnStream(eventStore, meta, onUserStream(input.userID, async () => ({
        type: 'ChangeUserEmail', email: input.email, emailHeldBy: await eventStore.findReservation(reservation(ReservationScopes.userEmail, input.email)),
      })));
      return answer(ok, outcome.position);
    }),
    commandCall(deps, AdminCalls.updateUserDegrees, (input, _ctx, meta) => onUser(input.userID, { type: 'SetUserDegrees', degrees: input.degrees }, meta)),
    commandCall(deps, AdminCalls.addUserRole, (input, _ctx, meta) => onUser(input.userID, { type: 'AddUserRole', role: input.role }, meta)),
    commandCall(deps, AdminCalls.removeUserRole, (input, _ctx, meta) => onUser(input.userID, { type: 'RemoveUserRole', role: input.role }, meta)),
    commandCall(deps, AdminCalls.addSlackUserId, (input, _ctx, meta) => onUser(input.userID, { type: 'SetSlackId', slackId: input.slackId }, meta)),
    commandCall(deps, AdminCalls.addGrants, (input, _ctx, meta) => onUser(input.userID, { type: 'AddGrants', grants: input.grants }, meta)),
    commandCall(deps, AdminCalls.revokeGrants, (input, ctx, meta) => onUser(input.userID, { type: 'RevokeGrants', grants: input.grants, byUserID: actorOf(ctx).userID }, meta)),
  ];
};
