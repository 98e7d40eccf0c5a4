// The spell-check rule of spec 002 section 5: words longer than one character and not numbers are
// checked against an en_US dictionary; unknown ones are misspelled, unless the user saved them. Pure:
// the dictionary comes in as a `Speller` (speller.ts loads nspell's in the browser).

/** What the check needs of a dictionary (nspell's `correct`). */
export interface Speller {
  correct(word: string): boolean;
}

/** Letters and digits, with apostrophes inside a word ("don't", "team’s") kept as part of it. */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu;
const HAS_DIGIT = /\p{N}/u;

/** The words of a text, in order, as written. */
export const wordsOf = (text: string): string[] => text.match(WORD) ?? [];

/**
 * Whether the rule checks a word: longer than one character (counted in characters, not UTF-16
 * units), and not a number; a word with a digit in it (1080p, 3D, v2) is taken as one, since no
 * dictionary holds it (docs/decisions/spelling.md).
 */
export const isCheckedWord = (word: string): boolean => [...word].length > 1 && !HAS_DIGIT.test(word);

/** Typographic apostrophes are the dictionary's straight one. */
const asDictionaryWord = (word: string): string => word.replace(/’/g, "'");

/**
 * The distinct misspelled words of the texts, in the order they first appear (as first written).
 * A saved word is accepted whatever its case, as the saved list treats case.
 */
export const misspelledWords = (texts: readonly string[], speller: Speller, saved: readonly string[]): string[] => {
  const accepted = new Set(saved.map((w) => w.toLowerCase()));
  const seen = new Set<string>();
  const found: string[] = [];
  for (const text of texts) {
    for (const word of wordsOf(text)) {
      const key = word.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      if (!isCheckedWord(word) || accepted.has(key) || accepted.has(asDictionaryWord(key))) continue;
      if (!speller.correct(asDictionaryWord(word))) found.push(word);
    }
  }
  return found;
};
