import type { ErrorCodeTable } from '../kernel/errors';

/** A taken folder name answers 409; a deleted folder's name lets the client offer Revive. */
export const FolderErrorCode = {
  folderNameTaken: 409,
  folderNameDeleted: 409,
} as const satisfies ErrorCodeTable;
