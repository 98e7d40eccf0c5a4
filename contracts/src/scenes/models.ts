// What the scene calls answer (spec 002 section 3, "Scene", "Scene export").
import { z } from 'zod';

export const SceneData = z.object({
  name: z.string(),
  /** ms */
  duration: z.number(),
  /** Key of the current saved document ('' before the first save). */
  s3Key: z.string(),
  dimensions: z.object({ width: z.number().int(), height: z.number().int() }),
  /** Rich text notes, sanitized HTML. */
  notes: z.string(),
  /** The stored thumbnail's address, or '' when none was made yet (the card offers Get thumbnail). */
  thumbnail: z.string(),
  /** labelIDs, in the order they were added. */
  labels: z.array(z.string()),
  reviewUrl: z.string().nullable(),
  /** When the document was last saved (ISO), or null. */
  timestamp: z.string().nullable(),
});

export const Scene = z.object({
  sceneID: z.string(),
  projectID: z.string(),
  data: SceneData,
  /** The saved document's version (0 before the first save). */
  documentVersion: z.number().int(),
  modified: z.string(),
  createdOn: z.string(),
  /** Review comments (review area): open top-level ones, and all. */
  openComments: z.number().int(),
  comments: z.number().int(),
});
export type Scene = z.infer<typeof Scene>;

export const SceneExport = z.object({
  sceneExportID: z.string(),
  sceneID: z.string(),
  /** 0 error, 1 in progress, 2 completed; in progress over 4 hours is answered as 0. */
  status: z.number().int(),
  createdOn: z.string(),
  data: z.object({ url: z.string().nullable(), completedOn: z.string().nullable() }),
  /** Frames rendered so far while in progress, else null; why it failed, else null (contracts/src/exports). */
  progress: z.object({ framesDone: z.number().int(), framesTotal: z.number().int() }).nullable(),
  error: z.string().nullable(),
});
export type SceneExport = z.infer<typeof SceneExport>;

/** One saved version of a scene's document, for the editor's Versions list. */
export const SceneVersion = z.object({
  version: z.number().int(),
  hash: z.string(),
  savedOn: z.string(),
  userID: z.number().int().nullable(),
  userName: z.string(),
  elementCount: z.number().int(),
  duration: z.number(),
  bytes: z.number().int(),
  /** The version this one restored, or null. */
  restoredFrom: z.number().int().nullable(),
});
export type SceneVersion = z.infer<typeof SceneVersion>;

/** An image or symbol kept in the editor's Library tab. */
export const EditorAsset = z.object({
  assetID: z.string(),
  name: z.string(),
  type: z.enum(['image', 'symbol']),
  /** The element tree (svgson), as saved. */
  svgson: z.unknown(),
  userID: z.number().int().nullable(),
  createdOn: z.string(),
});
export type EditorAsset = z.infer<typeof EditorAsset>;

/** One problem an SVG import found: the rule's message and where (a group or element id), when known. */
export const ImportProblem = z.object({ message: z.string(), where: z.string().nullable() });
export type ImportProblem = z.infer<typeof ImportProblem>;
