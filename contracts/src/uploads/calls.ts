// The download record (section 7, Upload and download). Uploads themselves are multipart and tus
// endpoints, not JSON calls: see UploadPaths.
import { z } from 'zod';
import { grant } from '../kernel/access';
import { textField } from '../kernel/text';
import { defineCall } from '../kernel/registry';

/** A file type as the client names it: an extension such as png (or a short type word). */
const fileType = textField({ trim: true, min: 1, minMessage: 'Required', max: 32 }).regex(/^[A-Za-z0-9.+_-]+$/, 'Not a file type (letters and digits, such as png)');

const files = {
  recordDownload: defineCall({
    path: '/files/recordDownload',
    method: 'POST',
    kind: 'command',
    access: grant('content.assets-view'),
    closedByContentLock: true,
    summary: 'Count downloads of these file types against the daily limit; limitReached when they would pass it (nothing is counted then)',
    input: z.object({ fileTypes: z.array(fileType).min(1, 'Choose at least one').max(1000) }),
    output: z.object({ limitReached: z.boolean() }),
  }),
} as const;

export const uploadCalls = { files } as const;
