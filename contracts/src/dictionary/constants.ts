// The bounds of a user's saved spellings (ours: the spec states none; docs/decisions/spelling.md).
export const DictionaryLimits = {
  /** The longest word kept: longer than any English word, shorter than anything pasted by mistake. */
  maxWordLength: 64,
  /** Saved words per user: a personal list of names and terms, never a whole dictionary. */
  maxWords: 2000,
} as const;
