// Events of automation keys (past tense, schema version 1). They say that a key was made or revoked,
// never its value nor its hash: those live only in the auth table (DESIGN.md section 7).
import { z } from 'zod';
import { AutomationKeyScopes } from './constants';

export const AutomationKeyEvents = {
  AutomationKeyCreated: z.object({
    keyID: z.string(),
    name: z.string(),
    scopes: z.array(z.enum(AutomationKeyScopes)),
    /** ISO times: when it was made, and when it stops working. */
    createdOn: z.string(),
    expiresOn: z.string(),
    /** The admin who made it. */
    userID: z.number().int(),
  }),
  AutomationKeyRevoked: z.object({ keyID: z.string(), userID: z.number().int() }),
} as const;
