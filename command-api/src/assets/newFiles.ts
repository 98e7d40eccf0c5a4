// New files recorded from uploads, in a kit (/assets/addFilesToKit) or in none (staged publish,
// /files/addFiles): one way to make their commands. The stored files are looked up a few at a time,
// every file is decided on its empty stream before any is written, so one refused stored file answers
// its error where the input has it (files.3.url) and changes nothing.
import { newEntityId, type CommandMetadata } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { isDomainError } from '../shared/domain/domainError';
import { toApiError } from '../shared/toApiError';
import { storedFileAt } from '../uploads/storedFiles';
import { fileAggregate } from './domain/file/aggregate';
import type { FileCommand } from './domain/file/decide';

type UploadFile = Extract<FileCommand, { type: 'UploadFile' }>;
import { assetLookups, inParallel } from './lookups';
import { inList, refusalAt } from './refusalAt';

/** Stored files looked up at once: enough to overlap round trips to the store, few enough to share it. */
const STORED_AT_ONCE = 8;

export interface UploadedFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
  readonly url: string;
}

export interface NewFile<F extends UploadedFile> {
  readonly file: F;
  readonly fileID: string;
  readonly uuid: string;
  /** Its place in the call's list. */
  readonly i: number;
  readonly command: FileCommand;
}

/**
 * The upload command of each file of `list`, all decided and none refused (else the first refusal is
 * thrown). Ids are made from `idPrefix` and each file's place; `placementOf` puts a file in a kit.
 */
export const newFilesOf = async <F extends UploadedFile>(
  deps: CommandDeps,
  list: readonly F[],
  userID: number,
  meta: CommandMetadata,
  options: { idPrefix: string; placementOf: (file: F, i: number) => UploadFile['placement'] },
): Promise<NewFile<F>[]> => {
  const [userName, stored] = await Promise.all([assetLookups(deps.eventStore).userName(userID), inParallel(list, STORED_AT_ONCE, (f) => storedFileAt(deps.blobs, f.url))]);
  const made = list.map((file, i): NewFile<F> => {
    const fileID = newEntityId(meta, `${options.idPrefix}file-${i}`);
    const uuid = newEntityId(meta, `${options.idPrefix}uuid-${i}`);
    const command: UploadFile = {
      type: 'UploadFile',
      fileID,
      uuid,
      name: file.name,
      fileType: file.type,
      url: file.url,
      size: file.size,
      projectAssetType: null,
      userID,
      userName,
      project: null,
      placement: options.placementOf(file, i),
      stored: stored[i] ?? 'noFile',
    };
    return { file, fileID, uuid, i, command };
  });
  for (const f of made) {
    const refused = fileAggregate.decide(f.command, null);
    if (isDomainError(refused)) throw toApiError(refusalAt(refused, inList('files', f.i)));
  }
  return made;
};
