// The one error shape every call answers with: {"error": {"msg", "code", "fields"}}, and the codes
// every area shares. An area adds its own codes in its errors.ts; ErrorCode (the package's) is derived.
import { z } from 'zod';

/** Error codes with the HTTP status each answers. */
export type ErrorCodeTable = Readonly<Record<string, number>>;

export const BaseErrorCode = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  invalidState: 409,
  /** A request body above its call's bound (see the call's maxBodyBytes). */
  bodyTooLarge: 413,
  requestKeyReused: 422,
  rateLimited: 429,
  unavailable: 503,
  internal: 500,
} as const satisfies ErrorCodeTable;

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
