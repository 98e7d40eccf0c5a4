// What the project files calls answer (spec 002 section 3, "File (review)"; common contract item 5):
// a project's file with its versions and, for a video, what ffprobe read and the playable proxy.
import { z } from 'zod';
import { FileExport } from '../exports/models';
import { MediaStates, ProjectFileKinds } from './constants';

export const ReviewFileVersion = z.object({
  /** 1 for the first upload, then one more per upload under the same name. */
  version: z.number().int(),
  url: z.string(),
  /** ISO time of the upload. */
  createdOn: z.string(),
  size: z.number().int(),
});
export type ReviewFileVersion = z.infer<typeof ReviewFileVersion>;

/** A video's media, of its current version. null for svg and images. */
export const ReviewMedia = z.object({
  durationMs: z.number().nullable(),
  frameRate: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Whether a browser plays the current version as stored (H.264/AAC in mp4 or mov). */
  playable: z.boolean(),
  /** An H.264 MP4 made for a video the browser cannot play; null until made, or when not needed. */
  proxyUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  state: z.enum(MediaStates),
});
export type ReviewMedia = z.infer<typeof ReviewMedia>;

export const ReviewFile = z.object({
  fileID: z.string(),
  name: z.string(),
  type: z.enum(ProjectFileKinds),
  /** The stored file's extension (mp4, png...). */
  extension: z.string(),
  /** ISO time of the first upload. */
  createdOn: z.string(),
  /** The current version's number. */
  version: z.number().int(),
  /** Every version, oldest first. */
  versions: z.array(ReviewFileVersion),
  /** The current version's address. */
  url: z.string(),
  media: ReviewMedia.nullable(),
  /** An svg's stats as /project/addSvgMeta last recorded them; null until then, and for other files. */
  svgStats: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])).nullable(),
  user: z.object({ name: z.string() }),
  /** Its exports to MP4, newest first (spec 002 section 4, File: fileExports). */
  fileExports: z.array(FileExport),
});
export type ReviewFile = z.infer<typeof ReviewFile>;

/** A file /files/addFiles recorded. */
export const AddedFile = z.object({ fileID: z.string(), uuid: z.string(), name: z.string(), type: z.string(), size: z.number().int(), url: z.string() });
