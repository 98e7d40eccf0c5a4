import type { ErrorCodeTable } from '../kernel/errors';

/** An upload above its purpose's bound. */
export const UploadErrorCode = {
  fileTooLarge: 413,
} as const satisfies ErrorCodeTable;
