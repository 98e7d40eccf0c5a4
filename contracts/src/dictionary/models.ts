// What /dictionary/getAllWords answers: the spec's saved dictionary words, each with a word.
import { z } from 'zod';

export const SavedWord = z.object({ word: z.string() });
export type SavedWord = z.infer<typeof SavedWord>;
