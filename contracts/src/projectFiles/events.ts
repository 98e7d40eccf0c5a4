// Events of a project file's media (past tense, schema version 1), on the file's media stream
// (filemedia-<fileID>): what ffprobe read of a video version, the proxy and poster made for it, or why
// neither could be made; and an svg's stats sent after its upload (/project/addSvgMeta).
import { z } from 'zod';

const fileID = z.string();
/** The file version the media belongs to (1 for the first upload). */
const version = z.number().int();

export const ProjectFileEvents = {
  VideoProbed: z.object({
    fileID,
    version,
    durationMs: z.number().nullable(),
    frameRate: z.number().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    /** A browser plays it as stored: no proxy is made. */
    playable: z.boolean(),
  }),
  VideoProxyReady: z.object({ fileID, version, proxyUrl: z.string(), posterUrl: z.string().nullable() }),
  VideoMediaFailed: z.object({ fileID, version, reason: z.string() }),
  SvgMetaAdded: z.object({ fileID, stats: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])) }),
} as const;
