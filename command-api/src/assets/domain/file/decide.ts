// File rules (spec 001 sections 4-6): files are added to kits (never to the All kit), put in the
// kit's directories, renamed one at a time, versioned, tagged, linked to projects and moved between
// kits in one step; a deleted file leaves every list but stays in history.
import { ALL_KIT, FileStatus } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import { isDomainError as isRefusal, type DomainError } from '../../../shared/domain/domainError';
import { directoryNotFound, fileNotFound, kitNotFound, linkNotFound, noUploadsToAllKit, projectNotFound, tagNotFound } from '../errors';
import { evolve, kitOfLink, type File, type FileEvent, type FileState } from './state';
import { isLiveKit, type Kit, type KitState } from '../kit/state';
import { fileClaimRefusal, type StoredLookup } from '../../../uploads/domain/storedFile';
import { isReviewUpload, reviewUploadRefusal, type ReviewCheck } from './review';

/** A kit named by a call, with its state as loaded (null when there is no such kit). */
export interface KitTarget {
  readonly kitID: string;
  readonly kit: Kit;
}
export interface Placement {
  readonly target: KitTarget;
  readonly linkID: string;
  readonly directoryID: string | null;
  readonly index: number | null;
}
export interface NamedRef {
  readonly id: string;
  readonly name: string;
}

export type FileCommand =
  | {
      type: 'UploadFile';
      fileID: string;
      uuid: string;
      name: string;
      fileType: string;
      url: string;
      size: number;
      projectAssetType: string | null;
      userID: number | null;
      userName: string;
      project: NamedRef | null;
      placement: Placement | null;
      /** What is stored at `url`: the caller's own upload, as the name, type and size say, or the call is refused. */
      stored: StoredLookup;
      /** For a project's file for review: what its stored bytes are (review.ts). */
      reviewCheck?: ReviewCheck;
    }
  | { type: 'RenameFile'; name: string }
  | { type: 'DeleteFile' }
  | { type: 'AddFileVersion'; url: string; size: number; userID: number | null; userName: string }
  | { type: 'RecordImageExport'; url: string; exportType: string; scale: number; userID: number | null }
  | ({ type: 'LinkFileToKit' } & Placement)
  | { type: 'UnlinkFileFromKit'; linkIDs: readonly string[] }
  | { type: 'MoveFileToKit'; fromKitID: string; target: KitTarget; linkID: string }
  | { type: 'PutFileInDirectory'; target: KitTarget; directoryID: string }
  | { type: 'RemoveFileFromDirectory'; kitID: string; directoryID: string }
  | { type: 'TagFile'; tags: readonly { readonly tagID: string; readonly tag: NamedRef | null }[] }
  | { type: 'UntagFile'; tagID: string }
  | { type: 'LinkFileToProject'; projectID: string; project: NamedRef | null }
  | { type: 'UnlinkFileFromProject'; projectID: string; inKitID: string | null }
  /**
   * Several commands on one file decided as one: each against the state the earlier ones leave, the
   * first refusal refusing them all. A staged publish links a file to several projects or kits in one
   * call; as one command on the file's stream it is one append, with one Idempotency-Key to find it by
   * (two commands on one stream under one key would find each other's events and the second be lost).
   */
  | { type: 'FileSteps'; steps: readonly FileCommand[] };

/** The kit files may be put in, or the refusal: the All kit takes no files, a missing or deleted kit is not found. */
const liveKit = (target: KitTarget): KitState | DomainError => {
  if (target.kitID === ALL_KIT) return noUploadsToAllKit();
  return isLiveKit(target.kit) ? target.kit : kitNotFound();
};

/** Where in the kit a file goes: the directory must be one of the kit's, and not its root (that is no directory). */
const directoryIn = (kit: KitState, directoryID: string | null): string | null | DomainError => {
  if (directoryID === null || directoryID === kit.rootDirectoryID) return null;
  return kit.directories[directoryID] ? directoryID : directoryNotFound();
};

const link = (fileID: string, placement: Placement, state: FileState | null): FileEvent[] | DomainError => {
  const kit = liveKit(placement.target);
  if (isRefusal(kit)) return kit;
  const directoryID = directoryIn(kit, placement.directoryID);
  if (isRefusal(directoryID)) return directoryID;
  const existing = state?.kits[kit.kitID];
  if (existing) {
    // Already in the kit: only its directory may change.
    if (directoryID === null || existing.directoryID === directoryID) return [];
    return [{ type: 'FileAddedToDirectory', data: { fileID, kitID: kit.kitID, linkID: existing.linkID, directoryID } }];
  }
  return [{ type: 'FileLinkedToKit', data: { fileID, kitID: kit.kitID, linkID: placement.linkID, directoryID, index: placement.index } }];
};

const upload = (command: Extract<FileCommand, { type: 'UploadFile' }>, state: File): Decision<FileEvent> => {
  // A retried upload of the same request finds its file already there.
  if (state !== null) return [];
  const { fileID, uuid, name, fileType, url, size, projectAssetType, userID, userName, project, placement } = command;
  const untrue = fileClaimRefusal({ name, type: fileType, size }, command.stored, userID);
  if (untrue !== null) return untrue;
  if (isReviewUpload(project?.id ?? null, projectAssetType)) {
    const notForReview = reviewUploadRefusal(fileType, command.reviewCheck);
    if (notForReview !== null) return notForReview;
  }
  const events: FileEvent[] = [
    {
      type: 'FileUploaded',
      data: { fileID, uuid, name, type: fileType, url, size, projectID: project?.id ?? null, projectAssetType, userID, userName },
    },
  ];
  if (placement !== null) {
    const linked = link(fileID, placement, null);
    if (isRefusal(linked)) return linked;
    events.push(...linked);
  }
  if (project !== null) events.push({ type: 'FileLinkedToProject', data: { fileID, projectID: project.id, projectName: project.name } });
  return events;
};

const move = (command: Extract<FileCommand, { type: 'MoveFileToKit' }>, state: FileState): Decision<FileEvent> => {
  const from = state.kits[command.fromKitID];
  if (!from) return linkNotFound();
  const kit = liveKit(command.target);
  if (isRefusal(kit)) return kit;
  if (kit.kitID === command.fromKitID) return [];
  const { fileID } = state;
  // Already in the target kit: moving only takes it out of the source kit.
  if (state.kits[kit.kitID]) return [{ type: 'FileUnlinkedFromKit', data: { fileID, kitID: command.fromKitID, linkID: from.linkID } }];
  return [{ type: 'FileMovedToKit', data: { fileID, fromKitID: command.fromKitID, toKitID: kit.kitID, removedLinkID: from.linkID, linkID: command.linkID } }];
};

const putInDirectory = (command: Extract<FileCommand, { type: 'PutFileInDirectory' }>, state: FileState): Decision<FileEvent> => {
  const kit = liveKit(command.target);
  if (isRefusal(kit)) return kit;
  const existing = state.kits[kit.kitID];
  if (!existing) return linkNotFound();
  const directoryID = directoryIn(kit, command.directoryID);
  if (isRefusal(directoryID)) return directoryID;
  if (directoryID === null || existing.directoryID === directoryID) return [];
  return [{ type: 'FileAddedToDirectory', data: { fileID: state.fileID, kitID: kit.kitID, linkID: existing.linkID, directoryID } }];
};

const removeFromDirectory = (command: Extract<FileCommand, { type: 'RemoveFileFromDirectory' }>, state: FileState): Decision<FileEvent> => {
  const existing = state.kits[command.kitID];
  if (!existing) return linkNotFound();
  if (existing.directoryID !== command.directoryID) return [];
  return [{ type: 'FileRemovedFromDirectory', data: { fileID: state.fileID, kitID: command.kitID, linkID: existing.linkID, directoryID: command.directoryID } }];
};

const unlinkFromProject = (command: Extract<FileCommand, { type: 'UnlinkFileFromProject' }>, state: FileState): Decision<FileEvent> => {
  if (command.inKitID !== null && !state.kits[command.inKitID]) return linkNotFound();
  if (!state.projectIDs.includes(command.projectID)) return [];
  return [{ type: 'FileUnlinkedFromProject', data: { fileID: state.fileID, projectID: command.projectID } }];
};

/** Every command but upload and delete acts on an active file. */
const onActiveFile = (command: Exclude<FileCommand, { type: 'UploadFile' | 'DeleteFile' | 'FileSteps' }>, state: FileState): Decision<FileEvent> => {
  const { fileID } = state;
  switch (command.type) {
    case 'RenameFile':
      return state.name === command.name ? [] : [{ type: 'FileRenamed', data: { fileID, name: command.name, previousName: state.name } }];
    case 'AddFileVersion': {
      const { url, size, userID, userName } = command;
      return [{ type: 'FileVersionAdded', data: { fileID, url, size, userID, userName } }];
    }
    case 'RecordImageExport': {
      const { url, exportType, scale, userID } = command;
      return [{ type: 'FileImageExported', data: { fileID, url, type: exportType, scale, userID } }];
    }
    case 'LinkFileToKit':
      return link(fileID, command, state);
    case 'UnlinkFileFromKit': {
      const events: FileEvent[] = [];
      for (const linkID of new Set(command.linkIDs)) {
        const kitID = kitOfLink(state, linkID);
        if (kitID === null) return linkNotFound();
        events.push({ type: 'FileUnlinkedFromKit', data: { fileID, kitID, linkID } });
      }
      return events;
    }
    case 'MoveFileToKit':
      return move(command, state);
    case 'PutFileInDirectory':
      return putInDirectory(command, state);
    case 'RemoveFileFromDirectory':
      return removeFromDirectory(command, state);
    case 'TagFile': {
      // Several tags in one command: one append per file, so a retried call finds them all or none.
      if (command.tags.some((t) => t.tag === null)) return tagNotFound();
      const fresh = command.tags.filter((t, i) => !state.tagIDs.includes(t.tagID) && command.tags.findIndex((o) => o.tagID === t.tagID) === i);
      return fresh.map((t) => ({ type: 'FileTagged' as const, data: { fileID, tagID: t.tagID, tagName: t.tag?.name ?? '' } }));
    }
    case 'UntagFile':
      return state.tagIDs.includes(command.tagID) ? [{ type: 'FileUntagged', data: { fileID, tagID: command.tagID } }] : [];
    case 'LinkFileToProject':
      if (command.project === null) return projectNotFound();
      return state.projectIDs.includes(command.projectID) ? [] : [{ type: 'FileLinkedToProject', data: { fileID, projectID: command.projectID, projectName: command.project.name } }];
    case 'UnlinkFileFromProject':
      return unlinkFromProject(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};

/** Each step against the state the earlier ones leave; the first refusal refuses them all. */
const decideSteps = (steps: readonly FileCommand[], state: File): Decision<FileEvent> => {
  const events: FileEvent[] = [];
  let current = state;
  for (const step of steps) {
    const decision = decide(step, current);
    if (isRefusal(decision)) return decision;
    events.push(...decision);
    current = decision.reduce(evolve, current);
  }
  return events;
};

export const decide = (command: FileCommand, state: File): Decision<FileEvent> => {
  if (command.type === 'FileSteps') return decideSteps(command.steps, state);
  if (command.type === 'UploadFile') return upload(command, state);
  if (state === null) return fileNotFound();
  if (command.type === 'DeleteFile') return state.status === FileStatus.Deleted ? [] : [{ type: 'FileDeleted', data: { fileID: state.fileID } }];
  if (state.status === FileStatus.Deleted) return fileNotFound();
  return onActiveFile(command, state);
};
