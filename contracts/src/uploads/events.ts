import { z } from 'zod';

export const UploadEvents = {
  /** Downloads counted against a user's daily limit (stream downloads-<userID>-<day>). */
  DownloadsRecorded: z.object({ userID: z.number().int(), day: z.string(), fileTypes: z.array(z.string()) }),
} as const;

const bytes = z.number().int().nonnegative();
/** A resumable upload's id (tus: 32 hex digits). */
const uploadID = z.string();

/** A user's upload space (stream uploads-<userID>): what their uploads hold and have stored. */
export const UploadSpaceEvents = {
  /**
   * A resumable upload was begun with this declared size: the space is held until it ends, or at the
   * latest `until` (ISO time; an unfinished upload is dropped by then, even if its end went unrecorded).
   */
  UploadSpaceReserved: z.object({ userID: z.number().int(), uploadID, bytes, until: z.string() }),
  /** A resumable upload ended without a stored file (refused, cancelled, expired): its space is free again. */
  UploadSpaceReleased: z.object({ userID: z.number().int(), uploadID }),
  /** A file was stored by upload under its server-made key; a resumable upload's reservation becomes it. */
  UploadStored: z.object({ userID: z.number().int(), purpose: z.string(), key: z.string(), bytes, uploadID: uploadID.optional() }),
} as const;
