// What pronunciation queries answer: the spec's Pronunciation word (001 section 3).
import { z } from 'zod';

export const WordCreator = z.object({
  userID: z.number().int(),
  givenName: z.string(),
  familyName: z.string(),
  avatar: z.string().nullable(),
});
export type WordCreator = z.infer<typeof WordCreator>;

export const PronunciationWord = z.object({
  wordID: z.string(),
  word: z.string(),
  createdOn: z.string(),
  createdBy: WordCreator,
  data: z.object({ phonetics: z.string(), audio: z.string() }),
});
export type PronunciationWord = z.infer<typeof PronunciationWord>;
