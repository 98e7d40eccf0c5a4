// Events of exports (past tense, schema version 1). A scene export lives on sceneexport-<id>, a file
// export on fileexport-<id>, and each rendered part of one on exportchunk-<exportID>-<index>. Once
// requested, a scene export and a file export are alike: both carry the DocumentStore key of the scene
// document the exporter renders (for a file, the document its SVG imported into). A file export's
// events are named ReviewFileExport*, not FileExport*: File* events are the asset library's files, and
// the file projections take every File* event as one of theirs (docs/decisions/exports.md).
import { z } from 'zod';
import { ExportKinds } from './constants';

const sceneExportID = z.string();
const fileExportID = z.string();
const projectID = z.string();
const userID = z.number().int().nullable();
const exportKind = z.enum(ExportKinds);

/** What the exporter renders: the stored document and its size and length. */
const request = {
  projectID,
  userID,
  /** Mail the requester when done (spec 002 section 7, notify). */
  notify: z.boolean(),
  /** DocumentStore key of the scene document rendered. */
  documentKey: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  durationMs: z.number(),
  /** The scene's or the file's name, for the MP4's file name. */
  name: z.string(),
  /** 1 for the first request; /admin/launchExporter requests an unfinished export again with the next. */
  attempt: z.number().int(),
};
const progressed = { framesDone: z.number().int(), framesTotal: z.number().int() };
const completed = {
  /** The MP4's address, served to the project's members (/api/v1/blobs/...). */
  url: z.string(),
  blobKey: z.string(),
  size: z.number().int(),
  frames: z.number().int(),
  durationMs: z.number(),
  completedOn: z.string(),
};
const failed = { reason: z.string(), failedOn: z.string() };

export const ExportEvents = {
  SceneExportAdded: z.object({ sceneExportID, sceneID: z.string(), projectID, sceneName: z.string(), userID, createdOn: z.string() }),
  SceneExportRequested: z.object({ sceneExportID, sceneID: z.string(), ...request }),
  SceneExportProgressed: z.object({ sceneExportID, ...progressed }),
  SceneExportCompleted: z.object({ sceneExportID, ...completed }),
  SceneExportFailed: z.object({ sceneExportID, ...failed }),
  ReviewFileExportAdded: z.object({ fileExportID, fileID: z.string(), projectID, name: z.string(), userID, createdOn: z.string() }),
  ReviewFileExportRequested: z.object({ fileExportID, fileID: z.string(), ...request }),
  ReviewFileExportProgressed: z.object({ fileExportID, ...progressed }),
  ReviewFileExportCompleted: z.object({ fileExportID, ...completed }),
  ReviewFileExportFailed: z.object({ fileExportID, ...failed }),
  /** One part of an export to render: frames [startFrame, endFrame) of the document. */
  ExportChunkRequested: z.object({
    exportKind,
    exportID: z.string(),
    index: z.number().int(),
    chunkCount: z.number().int(),
    startFrame: z.number().int(),
    endFrame: z.number().int(),
    fps: z.number().int(),
    documentKey: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    /** The export's attempt this part belongs to (its *Requested event's attempt). */
    attempt: z.number().int(),
  }),
  ExportChunkRendered: z.object({ exportKind, exportID: z.string(), index: z.number().int(), blobKey: z.string() }),
} as const;
