// The asset library's calls (spec 001 section 7, "Kits and files", "Tags and projects", /project/addFile
// and /files/getFileData): kits, directories, files, versions, kit and project links, tags. Uploads,
// downloads, image export and file search are their own areas.
import { z } from 'zod';
import { searchCalls } from './searchCalls';
import { closedByContentLock } from '../contentLock/closedCalls';
import { grant, publicAccess } from '../kernel/access';
import { defineCall } from '../kernel/registry';
import { ok, searchText, start } from '../kernel/fields';
import { assetID, assetIDs, assetName, blobUrl, fileSize, fileType, kitFilesCount, kitOrAll, kitVisibility, projectAssetType, slugText, tagText } from './fields';
import { ImageExport, normalizeExportScale } from './constants';
import { AssetFile, FileDirectoryRow, FileKitLinkRow, FlatDirectory, Kit, KitDirectory, KitFile, PopulatedDirectory, ProjectKit, PublicKit, Tag, TagRef } from './models';
import { stagedCalls } from './stagedCalls';

/** A scale as typed ("2x", " 1.5 X", "2") or as a number, to one of the export scales. */
const exportScale = z.union([z.number(), z.string().max(16)]).transform((value, ctx) => {
  const scale = normalizeExportScale(value)?.scale;
  if (scale === undefined) ctx.addIssue({ code: 'custom', message: `One of ${ImageExport.scales.join(', ')} (2 or 2x)` });
  return scale ?? 1;
});

const view = grant('content.assets-view');
const edit = grant('content.assets-edit');
const reads = ['assetLibrary'] as const;
const filesOut = z.object({ files: z.array(AssetFile) });

const newFile = z.object({ url: blobUrl, name: assetName, type: fileType, size: fileSize });

const kits = {
  getKits: defineCall({
    path: '/assets/getKits',
    method: 'POST',
    kind: 'query',
    reads,
    access: view,
    summary: 'Every kit, by name, with its file count',
    input: z.object({}).optional(),
    output: z.object({ kits: z.array(Kit) }),
  }),
  getKit: defineCall({
    path: '/assets/getKit',
    method: 'POST',
    kind: 'query',
    reads,
    access: view,
    summary: 'One kit; kitID all answers the All kit (every file, no folders)',
    input: z.object({ kitID: kitOrAll }),
    output: z.object({ kit: Kit }),
  }),
  addKit: defineCall({
    path: '/assets/addKit',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Create a kit; its URL name (slug) is the name with spaces as dashes, unique case-insensitively',
    input: z.object({ name: assetName }),
    output: z.object({ kit: z.object({ kitID: z.string(), name: z.string(), slug: z.string(), directoryID: z.string() }) }),
  }),
  deleteKit: defineCall({
    path: '/assets/deleteKit',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Delete a kit (its files stay, linked to their other kits)',
    input: z.object({ kitID: assetID }),
    output: ok,
  }),
  updateKitVisibility: defineCall({
    path: '/assets/updateKitVisibility',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: "Set who may view a kit: 'internal' (team members) or 'public-read' (anyone)",
    input: z.object({ kitID: assetID, visibility: kitVisibility }),
    output: ok,
  }),
  updateKitThumbnail: defineCall({
    path: '/assets/updateKitThumbnail',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Set the kit thumbnail (an uploaded jpeg, jpg or png)',
    input: z.object({ kitID: assetID, thumbnail: blobUrl }),
    output: ok,
  }),
  getProjectKits: defineCall({
    path: '/assets/getProjectKits',
    method: 'POST',
    kind: 'query',
    reads,
    access: view,
    summary: "The kits holding a project's files, with those files",
    input: z.object({ projectID: assetID }),
    output: z.object({ kits: z.array(ProjectKit) }),
  }),
  removeProjectKitFile: defineCall({
    path: '/assets/removeProjectKitFile',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: "Take a file out of a project's kit view: unlinks the file from the project (the kit keeps it)",
    input: z.object({ fileID: assetID, kitID: assetID, projectID: assetID }),
    output: ok,
  }),
  getPublicKit: defineCall({
    path: '/assets/getPublicKit',
    method: 'POST',
    kind: 'query',
    reads,
    access: publicAccess,
    summary: 'A public-read kit by slug, for visitors (any other slug answers 404 alike)',
    input: z.object({ slug: slugText, start, count: kitFilesCount }),
    output: z.object({ kit: PublicKit }),
  }),
} as const;

const directories = {
  getKitDirectories: defineCall({
    path: '/assets/getKitDirectories',
    method: 'POST',
    kind: 'query',
    reads,
    access: view,
    summary: "A kit's directory tree, the same flattened (with paths) and the files in no directory",
    input: z.object({ kitID: kitOrAll }),
    output: z.object({ directories: z.array(KitDirectory), flattenedDirectories: z.array(FlatDirectory), unorganizedFiles: z.array(z.string()) }),
  }),
  getPopulatedDirectory: defineCall({
    path: '/assets/getPopulatedDirectory',
    method: 'POST',
    kind: 'query',
    reads,
    access: view,
    summary: 'One directory with its files and subdirectories',
    input: z.object({ directoryID: assetID, kitID: assetID }),
    output: z.object({ directory: PopulatedDirectory }),
  }),
  addKitDirectory: defineCall({
    path: '/assets/addKitDirectory',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Create a directory in a kit (under parentID, or at the top), optionally putting files of the kit in it',
    input: z.object({ kitID: assetID, name: assetName, parentID: assetID.nullish(), files: z.array(assetID).max(1000).default([]) }),
    output: z.object({ directory: z.object({ directoryID: z.string(), name: z.string(), parentID: z.string() }) }),
  }),
  updateDirectoryName: defineCall({
    path: '/assets/updateDirectoryName',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Rename a directory',
    input: z.object({ kitID: assetID, name: assetName, directoryID: assetID }),
    output: ok,
  }),
  deleteKitDirectory: defineCall({
    path: '/assets/deleteKitDirectory',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Delete a directory and those under it; their files stay in the kit, unorganized',
    input: z.object({ kitID: assetID, directoryID: assetID }),
    output: ok,
  }),
  addDirectoryFiles: defineCall({
    path: '/assets/addDirectoryFiles',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Put files of the kit in a directory (a file is in at most one directory per kit: it moves there)',
    input: z.object({ fileIDs: assetIDs, directoryID: assetID, kitID: assetID }),
    output: ok,
  }),
  removeDirectoryFile: defineCall({
    path: '/assets/removeDirectoryFile',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Take a file out of a directory (it stays in the kit)',
    input: z.object({ fileID: assetID, directoryID: assetID, kitID: assetID }),
    output: ok,
  }),
} as const;

const files = {
  getKitFiles: defineCall({
    path: '/assets/getKitFiles',
    method: 'POST',
    kind: 'query',
    reads,
    access: view,
    summary: "A kit's active files in kit order, a page at a time (list mode: the first 1000, then the rest); kitID all lists every file",
    input: z.object({ kitID: kitOrAll, start, count: kitFilesCount }),
    output: z.object({ files: z.array(KitFile), total: z.number().int() }),
  }),
  getFilesByIDs: defineCall({
    path: '/assets/getFilesByIDs',
    method: 'POST',
    kind: 'query',
    reads,
    access: view,
    summary: 'Files by id, in the order asked (unknown ids left out)',
    input: z.object({ fileIDs: assetIDs, kitID: kitOrAll.optional() }),
    output: filesOut,
  }),
  getFileKitLinks: defineCall({
    path: '/assets/getFileKitLinks',
    method: 'POST',
    kind: 'query',
    reads,
    access: view,
    summary: "The files' links to a kit (to every kit without kitID)",
    input: z.object({ fileIDs: assetIDs, kitID: assetID.optional() }),
    output: z.object({ links: z.array(FileKitLinkRow) }),
  }),
  getFileDirectories: defineCall({
    path: '/assets/getFileDirectories',
    method: 'POST',
    kind: 'query',
    reads,
    access: view,
    summary: 'The directories the files are in, in a kit (in every kit without kitID)',
    input: z.object({ fileIDs: assetIDs, kitID: assetID.optional() }),
    output: z.object({ directories: z.array(FileDirectoryRow) }),
  }),
  updateName: defineCall({ path: '/assets/updateName', method: 'POST', kind: 'command', access: edit, summary: 'Rename one file', input: z.object({ name: assetName, fileID: assetID }), output: ok }),
  deleteFile: defineCall({
    path: '/assets/deleteFile',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Delete one or many files (they stay in history)',
    input: z.object({ fileIDs: assetIDs }),
    output: ok,
  }),
  linkFilesToKit: defineCall({
    path: '/assets/linkFilesToKit',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Add files to a kit (those already in it are left as they are)',
    input: z.object({ fileIDs: assetIDs, kitID: assetID }),
    output: z.object({ links: z.array(z.object({ fileID: z.string(), linkID: z.string() })) }),
  }),
  removeFileKitLinks: defineCall({
    path: '/assets/removeFileKitLinks',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Take files out of kits, by link',
    input: z.object({ linkIDs: assetIDs }),
    output: ok,
  }),
  moveFilesToKit: defineCall({
    path: '/assets/moveFilesToKit',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Move files from one kit to another: link, reindex and unlink as one step per file, all refused if any is',
    input: z.object({ fileIDs: assetIDs, fromKitID: assetID, toKitID: assetID }),
    output: ok,
  }),
  updateVersion: defineCall({
    path: '/assets/updateVersion',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'A new version of a file: it replaces the url and size; older versions stay listed',
    input: z.object({ fileID: assetID, url: blobUrl, size: fileSize }),
    output: ok,
  }),
  reindex: defineCall({
    path: '/assets/reindex',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: "Order a kit's files: these first, in this order",
    input: z.object({ kitID: assetID, fileIDs: assetIDs }),
    output: ok,
  }),
  addFilesToKit: defineCall({
    path: '/assets/addFilesToKit',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Record uploaded files and add them to a kit (not the All kit), at index onwards; optionally in a directory',
    input: z.object({ files: z.array(newFile).min(1, 'Choose at least one').max(500), kitID: kitOrAll, index: z.number().int().min(0).max(1_000_000).nullish(), directoryID: assetID.nullish() }),
    output: z.object({ files: z.array(z.object({ fileID: z.string(), uuid: z.string(), linkID: z.string(), name: z.string(), url: z.string() })) }),
  }),
  convertImage: defineCall({
    path: '/assets/convertImage',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Export a png, jpeg or jpg file at a scale (0.5 to 4; "2", "2x" or 2) as png, jpg/jpeg, tiff/tif or webp; answers the exported file\'s url',
    input: z.object({ fileID: assetID, kitID: kitOrAll.optional(), type: z.enum(ImageExport.types, 'One of png, jpg, jpeg, tiff, tif, webp'), resize: exportScale.default(1) }),
    output: z.object({ url: z.string() }),
  }),
} as const;

const fileData = {
  getFileData: defineCall({
    path: '/files/getFileData',
    method: 'POST',
    kind: 'query',
    reads,
    access: view,
    summary: 'Files by uuid (with their place in the kit, if kitID is given)',
    input: z.object({ fileUUIDs: assetIDs, kitID: kitOrAll.optional() }),
    output: filesOut,
  }),
} as const;

const tags = {
  createTag: defineCall({
    path: '/tags/createTag',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Create a tag; a name taken case-insensitively answers that tag',
    input: z.object({ text: tagText }),
    output: z.object({ tag: TagRef }),
  }),
  searchTags: defineCall({
    path: '/tags/searchTags',
    method: 'POST',
    kind: 'query',
    reads,
    access: view,
    summary: 'Tags whose name starts with (then contains) the text, exact match first; at most 50',
    input: z.object({ text: searchText.default('') }),
    output: z.object({ tags: z.array(Tag), exactMatch: z.boolean() }),
  }),
  getTag: defineCall({ path: '/tags/getTag', method: 'POST', kind: 'query', reads, access: view, summary: 'One tag', input: z.object({ tagID: assetID }), output: z.object({ tag: Tag }) }),
  createFileTagLink: defineCall({
    path: '/tags/createFileTagLink',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Tag files',
    input: z.object({ tagID: assetID, fileIDs: assetIDs }),
    output: ok,
  }),
  removeFileTagLink: defineCall({
    path: '/tags/removeFileTagLink',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Untag files',
    input: z.object({ tagID: assetID, fileIDs: assetIDs }),
    output: ok,
  }),
  addTagsToProjectFiles: defineCall({
    path: '/tags/addTagsToProjectFiles',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Give several files several tags at once',
    input: z.object({ fileIDs: assetIDs, tagIDs: z.array(assetID).min(1, 'Choose at least one').max(50) }),
    output: ok,
  }),
} as const;

const project = {
  addFile: defineCall({
    path: '/project/addFile',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Record an uploaded file as a project file; without projectAssetType a file for review (svg, mov, avi, mp4, png, jpeg, jpg, gif), its name again its next version',
    input: z.object({ projectID: assetID, name: assetName, type: fileType, size: fileSize, data: z.object({ url: blobUrl, projectAssetType: projectAssetType.optional() }) }),
    output: z.object({ file: z.object({ fileID: z.string(), uuid: z.string(), version: z.number().int() }) }),
  }),
  createProjectFileLink: defineCall({
    path: '/project/createProjectFileLink',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Link files to a project',
    input: z.object({ projectID: assetID, fileIDs: assetIDs }),
    output: ok,
  }),
  removeFiles: defineCall({
    path: '/project/removeFiles',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Unlink files from a project',
    input: z.object({ fileIDs: assetIDs, projectID: assetID }),
    output: ok,
  }),
} as const;

// The library's groups close while the content lock is on; a project's own files (project) stay open.
export const assetCalls = {
  assets: closedByContentLock({ ...kits, ...directories, ...files, ...searchCalls.assets }),
  files: closedByContentLock({ ...fileData, ...stagedCalls, ...searchCalls.files }),
  tags: closedByContentLock(tags),
  project,
} as const;
