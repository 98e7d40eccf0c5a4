import { z } from 'zod';

export const UploadEvents = {
  /** Downloads counted against a user's daily limit (stream downloads-<userID>-<day>). */
  DownloadsRecorded: z.object({ userID: z.number().int(), day: z.string(), fileTypes: z.array(z.string()) }),
} as const;
