// The admin's automation key commands: make a key (createKey.ts) and revoke one.
import { Calls } from '@wb/contracts';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import type { CommandDeps } from '../shared/deps';
import { handlerOf } from '../shared/handle';
import { createKeyRoute } from './createKey';
import { automationKeyAggregate } from './domain/automationKey/aggregate';

export const automationKeyRoutes = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore, automationKeys } = deps;
  const keys = handlerOf(eventStore, automationKeyAggregate);
  return [
    createKeyRoute(eventStore, automationKeys),
    commandCall(deps, Calls.admin.revokeAutomationKey, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      // The table first: once the admin has asked, the key stops working even if the event fails to append.
      await automationKeys.revoke(input.keyID);
      const outcome = await keys.handle(meta, input.keyID, () => ({ type: 'RevokeAutomationKey', userID }));
      return answer(ok, outcome.position);
    }),
  ];
};
