// The error log's command: /errors/logClientError (ours; docs/decisions/errorLog.md). The info is
// redacted and cut to its bounds here, so the event never holds a secret.
import { Calls } from '@wb/contracts';
import { redactErrorInfo } from '@wb/platform';
import { newEntityId } from '../shared/commandMetadata';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import type { CommandDeps } from '../shared/deps';
import { handlerOf } from '../shared/handle';
import { errorLogAggregate } from './domain/errorLog/aggregate';

export const errorLogRoutes = (deps: CommandDeps): CommandRoute[] => {
  const errorLogs = handlerOf(deps.eventStore, errorLogAggregate);
  return [
    commandCall(deps, Calls.errors.logClientError, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      const info = redactErrorInfo(input.info);
      const outcome = await errorLogs.handle(meta, userID, () => ({ type: 'LogClientError', errorID: newEntityId(meta, 'clientError'), userID, at: meta.time, info }));
      return answer(ok, outcome.position);
    }),
  ];
};
