// What a file document becomes in an index: its words and "rests" (a word to the end of its text), the
// same for both adapters, so that they answer alike.
import { fileWords, leadingNumber, type FileDocument } from './fileSearchIndex';

/** A rest longer than this is cut (and typed text compared with it is cut alike). */
export const MAX_REST = 64;
/** The words string of a file is cut here: an index row must stay small. */
const MAX_WORDS_TEXT = 1_200;

export const RestKind = { nameStart: 1, nameWord: 2, kitOrTag: 3 } as const;
export type RestKind = (typeof RestKind)[keyof typeof RestKind];

export interface Rest {
  readonly kind: RestKind;
  readonly key: string;
}

/** The first n characters (code points, as PostgreSQL's left() counts). */
export const firstChars = (text: string, n: number): string => Array.from(text).slice(0, n).join('');

const restsOf = (words: readonly string[]): string[] => words.map((_, i) => firstChars(words.slice(i).join(' '), MAX_REST));

export interface FileRows {
  readonly nameWords: readonly string[];
  /** ' ' before every word of the name. */
  readonly nameKey: string;
  /** ' ' before every distinct word of the name, kits and tags. */
  readonly words: string;
  readonly sortName: string;
  readonly num: number | null;
  readonly rests: readonly Rest[];
  /** The rests of the name (its start first), and of the kits' and tags' names. */
  readonly nameRests: readonly string[];
  readonly otherRests: readonly string[];
  readonly allWords: readonly string[];
}

export const fileRows = (d: FileDocument): FileRows => {
  const nameWords = fileWords(d.name);
  const otherTexts = [...d.kits.map((k) => k.name), ...d.tags.map((t) => t.name)];
  const otherWordLists = otherTexts.map(fileWords);
  const allWords = [...new Set([...nameWords, ...otherWordLists.flat()])];
  const nameRests = restsOf(nameWords);
  const otherRests = [...new Set(otherWordLists.flatMap(restsOf))];
  const rests = new Map<string, Rest>();
  nameRests.forEach((key, i) => {
    const kind = i === 0 ? RestKind.nameStart : RestKind.nameWord;
    rests.set(`${kind} ${key}`, { kind, key });
  });
  for (const key of otherRests) rests.set(`${RestKind.kitOrTag} ${key}`, { kind: RestKind.kitOrTag, key });
  return {
    nameWords,
    nameKey: nameWords
      .map((w) => ` ${w}`)
      .join('')
      .slice(0, MAX_WORDS_TEXT / 4),
    words: allWords
      .map((w) => ` ${w}`)
      .join('')
      .slice(0, MAX_WORDS_TEXT),
    sortName: nameWords.join(' ').slice(0, MAX_WORDS_TEXT / 4),
    num: leadingNumber(d.name),
    rests: [...rests.values()],
    nameRests,
    otherRests,
    allWords,
  };
};
