// The file command calls: record uploaded files (in a kit, or as a project file), rename, delete,
// versions (from the library and from the editor), kit links and moves, directories, project links.
import { Calls, type CallDef } from '@wb/contracts';
import type { CallContext, CallResult } from '@wb/platform';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import { newEntityId, type CommandMetadata } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { handlerOf, lastPosition } from '../shared/handle';
import { isDomainError } from '../shared/domain/domainError';
import { toApiError } from '../shared/toApiError';
import { fileAggregate } from './domain/file/aggregate';
import type { FileCommand } from './domain/file/decide';
import { linkNotFound, projectNotFound } from './domain/errors';
import { fileClaimRefusal } from '../uploads/domain/storedFile';
import { assetLookups, inParallel, unique } from './lookups';
import { refusalAt } from './refusalAt';
import { newFilesOf } from './newFiles';
import { storedFileAt } from '../uploads/storedFiles';
import { isReviewUpload, reviewNameKey, reviewUploadRefusal } from './domain/file/review';
import { reviewContentAt } from './reviewContent';

const FILE_STREAM = /^file-(.+)$/;
/** Streams of new files written at once: enough to overlap round trips, few enough to share the pool. */
const UPLOADS_AT_ONCE = 8;

export const fileRoutes = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore } = deps;
  const files = handlerOf(eventStore, fileAggregate);
  const lookups = assetLookups(eventStore);

  /** One command on each file: every one decided before any is written, so a refusal changes nothing. */
  const onFiles = async (fileIDs: readonly string[], command: (fileID: string) => FileCommand, meta: CommandMetadata): Promise<CallResult> => {
    const outcomes = await files.handleEach(
      meta,
      unique(fileIDs).map((id) => ({ id, commandOf: () => command(id) })),
    );
    return answer(ok, lastPosition(outcomes.map((o) => o.position)));
  };

  const route = <C extends CallDef>(call: C, run: Parameters<typeof commandCall<C>>[2]) => commandCall(deps, call, run);

  /** A new version of a file: the stored file is the caller's own upload of that size (a version keeps the file's name). */
  const addVersion = async (input: { fileID: string; url: string; size: number }, ctx: CallContext, meta: CommandMetadata): Promise<CallResult> => {
    const { userID } = actorOf(ctx);
    const [userName, stored] = await Promise.all([lookups.userName(userID), storedFileAt(deps.blobs, input.url)]);
    const untrue = fileClaimRefusal({ name: null, type: null, size: input.size }, stored, userID);
    if (untrue !== null) throw toApiError(untrue);
    return onFiles([input.fileID], () => ({ type: 'AddFileVersion', url: input.url, size: input.size, userID, userName }), meta);
  };

  return [
    route(Calls.assets.addFilesToKit, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      const target = await lookups.kitTarget(input.kitID);
      // The files are written a few at a time, so they reach the kit in no set order: each gets its
      // place in the kit from the call, the index given or else one after everything added before this
      // moment (the decision's time in microseconds), then its place in the call.
      const base = input.index ?? Date.parse(meta.time) * 1000;
      const linkIDOf = (i: number) => newEntityId(meta, `link-${i}`);
      const made = await newFilesOf(deps, input.files, userID, meta, {
        idPrefix: '',
        placementOf: (_file, i) => ({ target, linkID: linkIDOf(i), directoryID: input.directoryID ?? null, index: base + i }),
      });
      const outcomes = await inParallel(made, UPLOADS_AT_ONCE, (f) => files.handle(meta, f.fileID, () => f.command));
      const body = { files: made.map((f) => ({ fileID: f.fileID, uuid: f.uuid, linkID: linkIDOf(f.i), name: f.file.name, url: f.file.url })) };
      return answer(body, lastPosition(outcomes.map((o) => o.position)));
    }),

    route(Calls.project.addFile, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      const projectAssetType = input.data.projectAssetType ?? null;
      const review = isReviewUpload(input.projectID, projectAssetType);
      const [project, userName, stored, reviewCheck] = await Promise.all([
        lookups.project(input.projectID),
        lookups.userName(userID),
        storedFileAt(deps.blobs, input.data.url),
        review ? reviewContentAt(deps.blobs, input.data.url, input.type) : undefined,
      ]);
      if (project === null) throw toApiError(projectNotFound());
      const inData = (field: string) => (field === 'url' ? ['data', 'url'] : [field]);
      // A file for review uploaded again under its name is that file's next version (domain/file/review.ts).
      const holder = review ? await eventStore.findReservation(fileAggregate.key('projectname', reviewNameKey(project.id, input.name))) : null;
      const existingID = holder === null ? null : (FILE_STREAM.exec(holder)?.[1] ?? null);
      if (existingID !== null) {
        const refused = fileClaimRefusal({ name: input.name, type: input.type, size: input.size }, stored, userID) ?? reviewUploadRefusal(input.type, reviewCheck);
        if (refused !== null) throw toApiError(refusalAt(refused, inData));
        const outcome = await files.handle(meta, existingID, () => ({ type: 'AddFileVersion', url: input.data.url, size: input.size, userID, userName }));
        const now = outcome.events.reduce(fileAggregate.evolve, outcome.state);
        return answer({ file: { fileID: existingID, uuid: now?.uuid ?? '', version: now?.version ?? 1 } }, outcome.position);
      }
      const fileID = newEntityId(meta, 'file');
      const uuid = newEntityId(meta, 'uuid');
      const upload: FileCommand = {
        type: 'UploadFile',
        fileID,
        uuid,
        name: input.name,
        fileType: input.type,
        url: input.data.url,
        size: input.size,
        projectAssetType,
        userID,
        userName,
        project,
        placement: null,
        stored,
        ...(reviewCheck ? { reviewCheck } : {}),
      };
      const refused = fileAggregate.decide(upload, null);
      if (isDomainError(refused)) throw toApiError(refusalAt(refused, inData));
      const outcome = await files.handle(meta, fileID, () => upload);
      return answer({ file: { fileID, uuid, version: 1 } }, outcome.position);
    }),

    route(Calls.assets.updateName, (input, _ctx, meta) => onFiles([input.fileID], () => ({ type: 'RenameFile', name: input.name }), meta)),
    route(Calls.assets.deleteFile, (input, _ctx, meta) => onFiles(input.fileIDs, () => ({ type: 'DeleteFile' }), meta)),
    route(Calls.assets.updateVersion, addVersion),
    // The editor sends a new version of an asset file under its own call: the library's rules all the same.
    route(Calls.editor.updateFileVersion, addVersion),

    route(Calls.assets.linkFilesToKit, async (input, _ctx, meta) => {
      const target = await lookups.kitTarget(input.kitID);
      const ids = unique(input.fileIDs);
      const outcomes = await files.handleEach(
        meta,
        ids.map((id) => ({
          id,
          commandOf: () => ({ type: 'LinkFileToKit' as const, target, linkID: newEntityId(meta, `link-${id}`), directoryID: null, index: null }),
        })),
      );
      const links = outcomes.map((o, i) => {
        const state = o.events.reduce(fileAggregate.evolve, o.state);
        return { fileID: ids[i] ?? '', linkID: state?.kits[input.kitID]?.linkID ?? '' };
      });
      return answer({ links }, lastPosition(outcomes.map((o) => o.position)));
    }),

    route(Calls.assets.removeFileKitLinks, async (input, _ctx, meta) => {
      // Links grouped by file: one command (one append) per file, whatever number of its links.
      const byFile = new Map<string, string[]>();
      for (const linkID of unique(input.linkIDs)) {
        const streamId = await eventStore.findReservation(fileAggregate.key('link', linkID));
        const fileID = streamId === null ? null : (FILE_STREAM.exec(streamId)?.[1] ?? null);
        if (fileID === null) throw toApiError(linkNotFound());
        byFile.set(fileID, [...(byFile.get(fileID) ?? []), linkID]);
      }
      const outcomes = await files.handleEach(
        meta,
        [...byFile].map(([id, linkIDs]) => ({ id, commandOf: (): FileCommand => ({ type: 'UnlinkFileFromKit', linkIDs }) })),
      );
      return answer(ok, lastPosition(outcomes.map((o) => o.position)));
    }),

    route(Calls.assets.moveFilesToKit, async (input, _ctx, meta) => {
      const target = await lookups.kitTarget(input.toKitID);
      return onFiles(input.fileIDs, (fileID) => ({ type: 'MoveFileToKit', fromKitID: input.fromKitID, target, linkID: newEntityId(meta, `move-${fileID}`) }), meta);
    }),

    route(Calls.assets.addDirectoryFiles, async (input, _ctx, meta) => {
      const target = await lookups.kitTarget(input.kitID);
      return onFiles(input.fileIDs, () => ({ type: 'PutFileInDirectory', target, directoryID: input.directoryID }), meta);
    }),
    route(Calls.assets.removeDirectoryFile, (input, _ctx, meta) => onFiles([input.fileID], () => ({ type: 'RemoveFileFromDirectory', kitID: input.kitID, directoryID: input.directoryID }), meta)),

    route(Calls.project.createProjectFileLink, async (input, _ctx, meta) => {
      const project = await lookups.project(input.projectID);
      return onFiles(input.fileIDs, () => ({ type: 'LinkFileToProject', projectID: input.projectID, project }), meta);
    }),
    route(Calls.project.removeFiles, (input, _ctx, meta) => onFiles(input.fileIDs, () => ({ type: 'UnlinkFileFromProject', projectID: input.projectID, inKitID: null }), meta)),
    route(Calls.assets.removeProjectKitFile, (input, _ctx, meta) => onFiles([input.fileID], () => ({ type: 'UnlinkFileFromProject', projectID: input.projectID, inKitID: input.kitID }), meta)),
  ];
};
