// The project files calls of review (spec 002 section 7: /files/addFiles, /files/getByIDs,
// /project/addSvgMeta; common contract item 5: /files/getProjectFiles for the Layers panel). Recording
// a project's upload (/project/addFile) and unlinking (/project/removeFiles) are the asset library's.
import { z } from 'zod';
import { automationKey, grant } from '../kernel/access';
import { defineCall } from '../kernel/registry';
import { ok } from '../kernel/fields';
import { textField } from '../kernel/text';
import { assetID, assetName, blobUrl, fileSize, fileType } from '../assets/fields';
import { AutomationKeyLimits } from '../automationKeys/constants';
import { automationKeyInput } from '../automationKeys/fields';
import { ProjectFileLimits } from './constants';
import { AddedFile, ReviewFile } from './models';

// Reviewers see what the project holds: whoever may view a project may list its files (as its scenes).
const view = grant('content.projects-view');
// Recording files is the asset library's write, as /project/addFile is.
const edit = grant('content.assets-edit');
// A file's exports come from the exports read model.
const reads = ['projectFiles', 'exports'] as const;
const { maxFilesPerCall, maxSvgStats } = ProjectFileLimits;

const fileIDs = z.array(assetID).min(1, 'Choose at least one').max(maxFilesPerCall, `At most ${maxFilesPerCall}`);
const newFile = z.object({ name: assetName, type: fileType, size: fileSize, url: blobUrl });

/** One stat of an svg (element counts, sizes, flags): a number, a short text or a flag. */
const svgStat = z.union([z.number().finite(), textField({ max: 200 }), z.boolean(), z.null()]);

const files = {
  getProjectFiles: defineCall({
    path: '/files/getProjectFiles',
    method: 'POST',
    kind: 'query',
    reads,
    access: view,
    summary: "A project's files for review (svg, video, image), newest first, each with its versions and a video's media",
    input: z.object({ projectID: assetID }),
    output: z.object({ files: z.array(ReviewFile) }),
  }),
  getByIDs: defineCall({
    path: '/files/getByIDs',
    method: 'POST',
    kind: 'query',
    reads,
    access: view,
    summary: 'Files of projects (or recorded by /files/addFiles) by id, in the order asked; ids of no such file are left out',
    input: z.object({ fileIDs }),
    output: z.object({ files: z.array(ReviewFile) }),
  }),
  addFiles: defineCall({
    path: '/files/addFiles',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: "Record uploaded files (a scene's assets) in no kit and no project; answers them in the order given",
    input: z.object({ files: z.array(newFile).min(1, 'Choose at least one').max(maxFilesPerCall, `At most ${maxFilesPerCall}`) }),
    output: z.object({ files: z.array(AddedFile) }),
  }),
} as const;

const project = {
  addSvgMeta: defineCall({
    path: '/project/addSvgMeta',
    method: 'POST',
    kind: 'command',
    access: edit,
    // The stats' names are the client's, so the schema bounds their number, and this the body.
    maxBodyBytes: 32 * 1024,
    summary: "Record an uploaded svg's stats (the fields beside fileID), replacing those recorded before",
    input: z
      .object({ fileID: assetID })
      .catchall(svgStat)
      .refine((v) => Object.keys(v).length <= maxSvgStats + 1, `At most ${maxSvgStats} stats`),
    output: ok,
  }),
} as const;

// The screen-recording exporter's v=1 opened with a key of scope exporter and no session: the files as
// /files/getByIDs answers them, the key alone opening it (docs/decisions/screenRecorder.md).
const { maxIDsPerKeyCall } = AutomationKeyLimits;
const exporter = {
  getExporterFiles: defineCall({
    path: '/exporter/getExporterFiles',
    method: 'POST',
    kind: 'query',
    reads,
    access: automationKey('exporter', { orSignedIn: false }),
    summary: 'Files by id for the screen-recording exporter, as /files/getByIDs answers them (in the order asked; ids of no such file are left out)',
    input: z.object({ key: automationKeyInput, fileIDs: z.array(assetID).min(1, 'Choose at least one').max(maxIDsPerKeyCall, `At most ${maxIDsPerKeyCall}`) }),
    output: z.object({ files: z.array(ReviewFile) }),
  }),
} as const;

export const projectFileCalls = { files, project, exporter } as const;
