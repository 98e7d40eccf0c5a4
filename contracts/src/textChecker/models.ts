// The spec's Text check rule (002 section 3): what alex flags, where, and how bad a profanity is.
import { z } from 'zod';

const offset = z.object({ offset: z.number().int().min(0) });
const words = z.union([z.string(), z.array(z.string())]);

export const TextCheckRule = z.object({
  message: z.string(),
  /** The flagged words as written. */
  actual: words,
  /** The suggestions; empty when alex has none. */
  expected: words,
  /** Offsets in the checked text (UTF-16 code units, as a browser counts), end exclusive. */
  location: z.object({ start: offset, end: offset }),
  /** 0 unlikely, 1 maybe, 2 likely a profanity; null for a rule that is not about profanity. */
  profanitySeverity: z.number().int().nullable(),
});
export type TextCheckRule = z.infer<typeof TextCheckRule>;
