// The words a user dismissed from the Spelling Errors list, kept in this browser per user so a reload
// (or the next day) does not bring them back (docs/decisions/reviewLinks.md). A dismissal is "not a
// mistake here", lighter than Save: it never reaches the user's saved spellings on the server.

/** Dismissed words kept per user: the newest are kept when there are more. */
export const DISMISSED_MAX = 1000;
/** Longer than a saved word may be (64): not a word anyone dismissed. */
const WORD_MAX = 64;

type WordStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const dismissedWordsKey = (userID: number) => `spelling:dismissed:${userID}`;

const browserStorage = (): WordStorage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage refused (a privacy setting): dismissals hold for this page only.
    return null;
  }
};

/** The user's dismissed words, lower-cased; none when nothing (or nothing readable) is stored. */
export const readDismissedWords = (userID: number, storage: WordStorage | null = browserStorage()): string[] => {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(dismissedWordsKey(userID)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const words = parsed.filter((w): w is string => typeof w === 'string' && w !== '' && w.length <= WORD_MAX).map((w) => w.toLowerCase());
    return [...new Set(words)].slice(-DISMISSED_MAX);
  } catch {
    return [];
  }
};

export const writeDismissedWords = (userID: number, words: readonly string[], storage: WordStorage | null = browserStorage()): void => {
  try {
    storage?.setItem(dismissedWordsKey(userID), JSON.stringify(words.slice(-DISMISSED_MAX)));
  } catch {
    // Storage full or refused: the list still hides them until the page is left.
  }
};
