// /files/recordDownload: counts downloads against the user's daily limit (DAILY_DOWNLOAD_LIMIT).
import { Calls, DAILY_DOWNLOAD_LIMIT } from '@wb/contracts';
import { actorOf, answer, commandCall, type CommandRoute } from '../shared/commandCall';
import type { CommandDeps } from '../shared/deps';
import { handlerOf } from '../shared/handle';
import { downloadsAggregate } from './domain/downloads/aggregate';

export const downloadRoutes = (deps: CommandDeps): CommandRoute[] => {
  const downloads = handlerOf(deps.eventStore, downloadsAggregate);
  return [
    commandCall(deps, Calls.files.recordDownload, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      const day = meta.time.slice(0, 10);
      const outcome = await downloads.handle(meta, { userID, day }, () => ({
        type: 'RecordDownloads',
        userID,
        day,
        fileTypes: input.fileTypes,
        limit: DAILY_DOWNLOAD_LIMIT,
      }));
      return answer({ limitReached: outcome.events.length === 0 }, outcome.position);
    }),
  ];
};
