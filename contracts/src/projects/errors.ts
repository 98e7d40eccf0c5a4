import type { ErrorCodeTable } from '../kernel/errors';

/** A taken project name answers 409 with the project's id, so the client offers Join or Revive. */
export const ProjectErrorCode = {
  projectNameTaken: 409,
  projectNameDeleted: 409,
} as const satisfies ErrorCodeTable;
