// The feedback command: /feedback/sendFeedback (ours; docs/decisions/errorLog.md).
import { Calls } from '@wb/contracts';
import { newEntityId } from '../shared/commandMetadata';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import type { CommandDeps } from '../shared/deps';
import { handlerOf } from '../shared/handle';
import { feedbackAggregate } from './domain/feedback/aggregate';

export const feedbackRoutes = (deps: CommandDeps): CommandRoute[] => {
  const feedback = handlerOf(deps.eventStore, feedbackAggregate);
  return [
    commandCall(deps, Calls.feedback.sendFeedback, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      const outcome = await feedback.handle(meta, userID, () => ({ type: 'SendFeedback', formID: newEntityId(meta, 'feedbackForm'), userID, at: meta.time, data: input.data }));
      return answer(ok, outcome.position);
    }),
  ];
};
