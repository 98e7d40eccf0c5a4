// Files recorded in no kit and no project (spec 001's staged publish, spec 002's /files/addFiles): one
// way for both calls. The files are made and decided by newFilesOf; then their streams are written
// together (handleEach).
import type { CallResult } from '@wb/platform';
import { answer } from '../shared/commandCall';
import type { CommandMetadata } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { handlerOf, lastPosition } from '../shared/handle';
import { fileAggregate } from './domain/file/aggregate';
import { newFilesOf, type UploadedFile } from './newFiles';

/** Records `list` as new files of `userID`; ids are made from `idPrefix` and each file's place in the list. */
export const saveLooseFiles = async (deps: CommandDeps, list: readonly UploadedFile[], userID: number, meta: CommandMetadata, idPrefix: string): Promise<CallResult> => {
  const files = handlerOf(deps.eventStore, fileAggregate);
  const made = await newFilesOf(deps, list, userID, meta, { idPrefix, placementOf: () => null });
  const outcomes = await files.handleEach(
    meta,
    made.map((f) => ({ id: f.fileID, commandOf: () => f.command })),
  );
  const body = { files: made.map(({ fileID, uuid, file: { name, url, type, size } }) => ({ fileID, uuid, name, url, type, size })) };
  return answer(body, lastPosition(outcomes.map((o) => o.position)));
};
