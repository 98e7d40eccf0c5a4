// The one builder of text fields. Every string a call takes goes through it, so that no text reaches
// PostgreSQL that it refuses (NUL) or that is not Unicode (a lone surrogate), equal texts are stored
// alike (NFC), and a name cannot be made of characters nobody sees.
import { z } from 'zod';

/**
 * Characters that take no visible room: zero-width space, joiners and marks, word joiner and the
 * invisible operators, bidi embeddings, overrides and isolates, soft hyphen, byte order mark,
 * variation selectors, Hangul fillers, Mongolian separators, the combining grapheme joiner and the
 * braille blank. A name made only of these looks empty; one containing them looks like another name.
 */
export const InvisibleCharacterRanges: readonly (readonly [number, number])[] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180e],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x2064],
  [0x2066, 0x206f],
  [0x2800, 0x2800],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
];

export const InvisibleCharacters: ReadonlySet<string> = new Set(InvisibleCharacterRanges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))));

const hex = (c: number) => `\\u{${c.toString(16)}}`;
const invisiblePattern = new RegExp(`[${InvisibleCharacterRanges.map(([a, b]) => `${hex(a)}-${hex(b)}`).join('')}]`, 'gu');

/** The text without its invisible characters. */
export const removeInvisible = (text: string): string => text.replace(invisiblePattern, '');

/**
 * The key under which a name is unique: NFC, invisible characters removed, trimmed, lower-cased. So
 * "Cell", " cell " and "Ce\u200Bll" are one name.
 */
export const uniqueNameKey = (name: string): string => removeInvisible(name.normalize('NFC')).trim().toLowerCase();

// With the u flag a character class matches code points, so a surrogate in it is an unpaired one.
const loneSurrogate = /[\uD800-\uDFFF]/u;

export const TextMessages = {
  nul: 'Remove the NUL character (U+0000)',
  loneSurrogate: 'Remove the broken character (an unpaired surrogate)',
  invisibleOnly: 'Use visible characters, not only invisible ones',
  tooLong: (max: number) => `At most ${max} characters`,
} as const;

export interface TextOptions {
  /** Longest accepted length, counted after normalizing (and trimming). */
  readonly max: number;
  /** Shortest accepted length; with `minMessage` the reason said for a shorter one. */
  readonly min?: number;
  readonly minMessage?: string;
  /** Remove surrounding white space before the length checks (the fields that trimmed before still do). */
  readonly trim?: boolean;
  /** Normalize to NFC (on by default; off where the exact code points matter, e.g. a password). */
  readonly nfc?: boolean;
}

/**
 * A text field: refuses NUL and unpaired surrogates (stopping there), normalizes to NFC, trims if
 * asked, then bounds the length. It stays a zod string, so a call may chain `.email()`, `.regex()`...
 */
export const textField = (options: TextOptions): z.ZodString => {
  let field = z
    .string()
    .refine((v) => !v.includes('\u0000'), { message: TextMessages.nul, abort: true })
    .refine((v) => !loneSurrogate.test(v), { message: TextMessages.loneSurrogate, abort: true });
  if (options.nfc !== false) field = field.normalize('NFC');
  if (options.trim) field = field.trim();
  if (options.min !== undefined) field = field.min(options.min, options.minMessage);
  return field.max(options.max, TextMessages.tooLong(options.max));
};

/**
 * A name: a trimmed text that must show something. An empty one is refused with `emptyMessage`; one
 * made only of invisible characters with a message saying so.
 */
export const nameField = (options: { readonly max: number; readonly emptyMessage: string }): z.ZodString =>
  textField({ max: options.max, min: 1, minMessage: options.emptyMessage, trim: true }).refine((v) => v === '' || removeInvisible(v).trim() !== '', TextMessages.invisibleOnly);
