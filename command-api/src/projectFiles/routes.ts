// The project files commands of review: /files/addFiles records a scene's uploaded assets (in no kit
// and no project, by the asset library's file rules), /project/addSvgMeta an svg's stats on the file's
// media stream. Recording a project's own upload is /project/addFile (assets/fileRoutes.ts).
import { Calls } from '@wb/contracts';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import { newEntityId } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { handlerOf, lastPosition } from '../shared/handle';
import { isDomainError } from '../shared/domain/domainError';
import { loadState } from '../shared/streams';
import { toApiError } from '../shared/toApiError';
import { fileAggregate } from '../assets/domain/file/aggregate';
import type { FileCommand } from '../assets/domain/file/decide';
import { assetLookups, inParallel } from '../assets/lookups';
import { inList, refusalAt } from '../assets/refusalAt';
import { storedFileAt } from '../uploads/storedFiles';
import { fileMediaAggregate } from './domain/media/aggregate';

/** Streams of new files written at once: enough to overlap round trips, few enough to share the pool. */
const UPLOADS_AT_ONCE = 8;

export const projectFileRoutes = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore } = deps;
  const files = handlerOf(eventStore, fileAggregate);
  const media = handlerOf(eventStore, fileMediaAggregate);
  const lookups = assetLookups(eventStore);

  return [
    commandCall(deps, Calls.files.addFiles, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      const [userName, stored] = await Promise.all([lookups.userName(userID), inParallel(input.files, UPLOADS_AT_ONCE, (f) => storedFileAt(deps.blobs, f.url))]);
      const made = input.files.map((file, i) => ({ ...file, fileID: newEntityId(meta, `file-${i}`), uuid: newEntityId(meta, `uuid-${i}`), i }));
      const uploadOf = (f: (typeof made)[number]): FileCommand => ({
        type: 'UploadFile',
        fileID: f.fileID,
        uuid: f.uuid,
        name: f.name,
        fileType: f.type,
        url: f.url,
        size: f.size,
        projectAssetType: null,
        userID,
        userName,
        project: null,
        placement: null,
        stored: stored[f.i] ?? 'noFile',
      });
      // Every file decided before any is written: a refusal of one stored file changes nothing.
      for (const f of made) {
        const refused = fileAggregate.decide(uploadOf(f), null);
        if (isDomainError(refused)) throw toApiError(refusalAt(refused, inList('files', f.i)));
      }
      const outcomes = await inParallel(made, UPLOADS_AT_ONCE, (f) => files.handle(meta, f.fileID, () => uploadOf(f)));
      const body = { files: made.map((f) => ({ fileID: f.fileID, uuid: f.uuid, name: f.name, type: f.type, size: f.size, url: f.url })) };
      return answer(body, lastPosition(outcomes.map((o) => o.position)));
    }),

    commandCall(deps, Calls.project.addSvgMeta, async (input, _ctx, meta) => {
      const { fileID, ...stats } = input;
      const file = await loadState(eventStore, fileAggregate, fileID);
      const outcome = await media.handle(meta, fileID, () => ({ type: 'RecordSvgMeta', fileID, file, stats }));
      return answer(ok, outcome.position);
    }),
  ];
};
