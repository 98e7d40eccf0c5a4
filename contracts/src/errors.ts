// The one error shape every call answers with: {"error": {"msg", "code", "fields"}}.
import { z } from 'zod';

export const ErrorCode = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  projectNameTaken: 409,
  projectNameDeleted: 409,
  folderNameTaken: 409,
  folderNameDeleted: 409,
  emailTaken: 409,
  userIdTaken: 409,
  invalidState: 409,
  requestKeyReused: 422,
  rateLimited: 429,
  unavailable: 503,
  internal: 500,
} as const;
export type ErrorCode = keyof typeof ErrorCode;

export const ApiErrorBody = z.object({
  error: z.object({
    msg: z.string(),
    code: z.string(),
    /** Field path (dots) to the reason it was refused. */
    fields: z.record(z.string(), z.string()).optional(),
    /** Ids the client needs to offer the next step (Revive, Join). */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/** The spec's fallback for any error without a message of its own. */
export const SOMETHING_HAPPENED = 'Something happened';
