// The staged uploads' calls (spec 001 section 7, "Staged uploads"): the four steps of a publish. Each
// takes the staged files as the spec's Staged upload file holds them (name, url, type, size; projects;
// kits with a directory; tags), one call per step, so the page shows each step's status on its own.
import { z } from 'zod';
import { grant } from '../kernel/access';
import { defineCall } from '../kernel/registry';
import { ok } from '../kernel/fields';
import { assetID, assetName, blobUrl, fileSize, fileType } from './fields';
import { AssetMessages } from './messages';

const edit = grant('content.assets-edit');

/** The most files one publish carries; the staging page holds a working set, not a library. */
export const MAX_STAGED_FILES = 500;
/** The most projects, kits or tags one staged file is given. */
export const MAX_STAGED_LINKS = 50;

const stagedFiles = <T extends z.ZodTypeAny>(file: T) => z.array(file).min(1, 'Choose at least one').max(MAX_STAGED_FILES, `At most ${MAX_STAGED_FILES}`);
const links = <T extends z.ZodTypeAny>(item: T) => z.array(item).max(MAX_STAGED_LINKS, `At most ${MAX_STAGED_LINKS}`);

const newFile = z.object({ name: assetName, url: blobUrl, type: fileType, size: fileSize });
export const SavedStagedFile = z.object({ fileID: z.string(), uuid: z.string(), name: z.string(), url: z.string(), type: z.string(), size: z.number().int() });
/** A kit a staged file goes in, and the directory of that kit (none: at the kit's top). */
export const StagedKit = z.object({ kitID: assetID, directoryID: assetID.nullish() });

export const stagedCalls = {
  saveStagedFiles: defineCall({
    path: '/files/saveStagedFiles',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Publish step 1: record uploaded files (in no kit yet); answers them with their ids, in the order given',
    input: z.object({ files: stagedFiles(newFile) }),
    output: z.object({ files: z.array(SavedStagedFile) }),
  }),
  addProjectLinks: defineCall({
    path: '/files/addProjectLinks',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Publish step 2: link each file to its projects (by projectID); all refused if any file or project is unknown',
    input: z.object({ files: stagedFiles(z.object({ fileID: assetID, projects: links(assetID) })) }),
    output: ok,
  }),
  addKitLinks: defineCall({
    path: '/files/addKitLinks',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Publish step 3: add each file to its kits, each in the directory given; every file needs a kit',
    input: z.object({ files: stagedFiles(z.object({ fileID: assetID, kits: links(StagedKit).min(1, AssetMessages.everyFileNeedsKit) })) }),
    output: z.object({ links: z.array(z.object({ fileID: z.string(), kitID: z.string(), linkID: z.string() })) }),
  }),
  addFileTagLinks: defineCall({
    path: '/files/addFileTagLinks',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Publish step 4: tag the files (by tagID): every file gets the tags given for all and those given for it',
    input: z.object({ files: stagedFiles(z.object({ fileID: assetID, tags: links(assetID).default([]) })), tags: links(assetID).default([]) }),
    output: ok,
  }),
} as const;
