import type { ErrorCodeTable } from '../kernel/errors';

export const UploadErrorCode = {
  /** An upload above its purpose's bound. */
  fileTooLarge: 413,
  /** An upload that does not fit in what is left of the user's upload space. */
  uploadQuotaExceeded: 413,
} as const satisfies ErrorCodeTable;
