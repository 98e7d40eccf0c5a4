import { z } from 'zod';

const wordID = z.string();

/**
 * A word of the pronunciation guide. The creator is in the data (not only in the metadata) because
 * who may change the word is a rule of the aggregate, folded from its events.
 */
export const PronunciationEvents = {
  WordAdded: z.object({ wordID, word: z.string(), phonetics: z.string(), audio: z.string(), createdBy: z.number().int() }),
  WordUpdated: z.object({ wordID, word: z.string(), phonetics: z.string(), audio: z.string() }),
  WordDeleted: z.object({ wordID }),
} as const;
