// /assets/convertImage: a kit file's current version exported at a scale and type. The File decides
// whether it may be exported (domain/file/imageExport.ts); the conversion and storage are the uploads
// area's (exportImage); the export is then recorded on the file (FileImageExported) and answered by its url.
import { Calls } from '@wb/contracts';
import { actorOf, answer, commandCall, type CommandRoute } from '../shared/commandCall';
import type { CommandDeps } from '../shared/deps';
import { isDomainError } from '../shared/domain/domainError';
import { handlerOf } from '../shared/handle';
import { loadState } from '../shared/streams';
import { toApiError } from '../shared/toApiError';
import { exportImage } from '../uploads/exportImage';
import { fileAggregate } from './domain/file/aggregate';
import { exportSourceOf } from './domain/file/imageExport';
import { ALL_KIT } from '@wb/contracts';

export const exportRoutes = (deps: CommandDeps): CommandRoute[] => {
  const files = handlerOf(deps.eventStore, fileAggregate);
  return [
    commandCall(deps, Calls.assets.convertImage, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      const kitID = input.kitID === undefined || input.kitID === ALL_KIT ? undefined : String(input.kitID);
      const source = exportSourceOf(await loadState(deps.eventStore, fileAggregate, String(input.fileID)), kitID);
      if (isDomainError(source)) throw toApiError(source);
      const stored = await exportImage(deps.blobs, { url: source.url, name: source.name, type: input.type, scale: input.resize }, userID);
      const fileID = String(input.fileID);
      const recorded = await files.handle(meta, fileID, () => ({ type: 'RecordImageExport', url: stored.url, exportType: input.type, scale: input.resize, userID }));
      return answer({ url: stored.url }, recorded.position);
    }),
  ];
};
