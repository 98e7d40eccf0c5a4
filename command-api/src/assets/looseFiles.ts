// Files recorded in no kit and no project (spec 001's staged publish, spec 002's /files/addFiles): one
// way for both calls. Every file is decided before any is written, so one refused stored file answers
// its error where the input has it (files.3.url) and changes nothing; then the files' streams are
// written together (handleEach).
import type { CallResult } from '@wb/platform';
import { answer } from '../shared/commandCall';
import { newEntityId, type CommandMetadata } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { isDomainError } from '../shared/domain/domainError';
import { handlerOf, lastPosition } from '../shared/handle';
import { toApiError } from '../shared/toApiError';
import { storedFileAt } from '../uploads/storedFiles';
import { fileAggregate } from './domain/file/aggregate';
import type { FileCommand } from './domain/file/decide';
import { assetLookups, inParallel } from './lookups';
import { inList, refusalAt } from './refusalAt';

/** Stored files looked up at once: enough to overlap round trips to the store, few enough to share it. */
const STORED_AT_ONCE = 8;

interface LooseFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
  readonly url: string;
}

/** Records `list` as new files of `userID`; ids are made from `idPrefix` and each file's place in the list. */
export const saveLooseFiles = async (deps: CommandDeps, list: readonly LooseFile[], userID: number, meta: CommandMetadata, idPrefix: string): Promise<CallResult> => {
  const files = handlerOf(deps.eventStore, fileAggregate);
  const [userName, stored] = await Promise.all([assetLookups(deps.eventStore).userName(userID), inParallel(list, STORED_AT_ONCE, (f) => storedFileAt(deps.blobs, f.url))]);
  const made = list.map((file, i) => ({ ...file, fileID: newEntityId(meta, `${idPrefix}file-${i}`), uuid: newEntityId(meta, `${idPrefix}uuid-${i}`), i }));
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
  for (const f of made) {
    const refused = fileAggregate.decide(uploadOf(f), null);
    if (isDomainError(refused)) throw toApiError(refusalAt(refused, inList('files', f.i)));
  }
  const outcomes = await files.handleEach(
    meta,
    made.map((f) => ({ id: f.fileID, commandOf: () => uploadOf(f) })),
  );
  const body = { files: made.map(({ fileID, uuid, name, url, type, size }) => ({ fileID, uuid, name, url, type, size })) };
  return answer(body, lastPosition(outcomes.map((o) => o.position)));
};
