import { z } from 'zod';

/**
 * A user's saved spellings, in the user's own stream dictionary-<userID>. The word is kept as the user
 * saved it; the spell check compares without case (docs/decisions/spelling.md).
 */
export const DictionaryEvents = {
  DictionaryWordAdded: z.object({ userID: z.number().int(), word: z.string() }),
  DictionaryWordRemoved: z.object({ userID: z.number().int(), word: z.string() }),
} as const;
