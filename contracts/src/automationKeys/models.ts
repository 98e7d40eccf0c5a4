// What the automation key calls answer. The key itself is answered once, by the call that makes it;
// the list shows what a key is for and until when, never its value or hash.
import { z } from 'zod';
import { AutomationKeyScopes } from './constants';

/** A key as the admin list shows it. */
export const AutomationKey = z.object({
  keyID: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(AutomationKeyScopes)),
  /** ISO times. */
  createdOn: z.string(),
  expiresOn: z.string(),
  /** When it was revoked (ISO), or null. */
  revokedOn: z.string().nullable(),
  /** Who made it: the admin's name ('' when unknown). */
  createdBy: z.string(),
});
export type AutomationKey = z.infer<typeof AutomationKey>;

/** A key just made: the only answer that holds its value. */
export const NewAutomationKey = z.object({ keyID: z.string(), key: z.string(), expiresOn: z.string() });
export type NewAutomationKey = z.infer<typeof NewAutomationKey>;
