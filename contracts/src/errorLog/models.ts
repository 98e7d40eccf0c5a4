// An error log entry (spec 000 section 3): source ('js' for client, other for server), userID,
// userName, timestamp, info {msg, stack or e, script or u/l/c}.
import { z } from 'zod';

export const ErrorInfo = z.object({
  msg: z.string(),
  stack: z.string().optional(),
  e: z.string().optional(),
  script: z.string().optional(),
  u: z.string().optional(),
  l: z.number().int().optional(),
  c: z.number().int().optional(),
});
export type ErrorInfo = z.infer<typeof ErrorInfo>;

export const ErrorLogEntry = z.object({
  errorID: z.string(),
  source: z.string(),
  userID: z.number().int().nullable(),
  userName: z.string().nullable(),
  timestamp: z.string(),
  info: ErrorInfo,
});
export type ErrorLogEntry = z.infer<typeof ErrorLogEntry>;
