// Blob keys of uploads are made here, from the purpose, the month and a random id: never from the
// user's file name, which is kept as metadata only (for Content-Disposition).
import { randomUUID } from 'node:crypto';
import type { UploadPurposeName } from '@wb/contracts';

/** purpose/yyyy/mm/uuid.ext (isUploadedBlobKey in contracts recognises them). */
export const newBlobKey = (purpose: UploadPurposeName, extension: string, now: Date = new Date()): string =>
  `${purpose}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${extension}`;
