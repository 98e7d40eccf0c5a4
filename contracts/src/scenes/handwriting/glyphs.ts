// The glyphs of the handwriting font, read once from the generated data module, and the character
// rules built on them (which characters draw, which are blanks, tabs).
import { GLYPH_DATA, SPACE_ADVANCE } from './glyphs.data';

/** One glyph in Hershey units (y down, baseline 0): its advance and its strokes as flat x,y lists. */
export interface Glyph {
  readonly advance: number;
  readonly strokes: readonly Float64Array[];
  /** Length of each stroke (sum of its segments), in Hershey units. */
  readonly lengths: readonly number[];
}

/** Characters that move the pen without drawing: a space (and a no-break space) takes one space's advance. */
const SPACES = new Set([' ', '\u00a0']);
const LINE_BREAK = '\n';
/** Drawn for a character the font lacks (spec 002 section 5). */
export const MISSING_GLYPH_CHARACTER = '?';

const polylineLength = (points: Float64Array): number => {
  let length = 0;
  for (let i = 2; i + 1 < points.length; i += 2) {
    length += Math.hypot((points[i] ?? 0) - (points[i - 2] ?? 0), (points[i + 1] ?? 0) - (points[i - 1] ?? 0));
  }
  return length;
};

const parseGlyph = (encoded: string): Glyph => {
  const [advance = '0', body = ''] = encoded.split('|');
  const strokes = body
    .split(';')
    .filter((stroke) => stroke.length > 0)
    .map((stroke) => Float64Array.from(stroke.split(/[ ,]/), Number));
  return { advance: Number(advance), strokes, lengths: strokes.map(polylineLength) };
};

let parsed: ReadonlyMap<string, Glyph> | null = null;
/** Parsed on first use: a module that only checks characters (the import) never pays for the strokes. */
const glyphTable = (): ReadonlyMap<string, Glyph> => {
  if (parsed === null) parsed = new Map(Object.entries(GLYPH_DATA).map(([char, encoded]) => [char, parseGlyph(encoded)]));
  return parsed;
};

const EMPTY_GLYPH: Glyph = { advance: 0, strokes: [], lengths: [] };
const SPACE_GLYPH: Glyph = { advance: SPACE_ADVANCE, strokes: [], lengths: [] };

/** The glyph of a character, or null when the font has none (a tab is one of those). */
export const glyphOf = (char: string): Glyph | null => {
  if (SPACES.has(char)) return SPACE_GLYPH;
  if (char === LINE_BREAK) return EMPTY_GLYPH;
  return glyphTable().get(char) ?? null;
};

/** The glyph drawn in place of a missing character. */
export const missingGlyph = (): Glyph => glyphTable().get(MISSING_GLYPH_CHARACTER) ?? EMPTY_GLYPH;

/** Every character text may hold: space and line break first, then every glyph of the font. */
export const SUPPORTED_CHARACTERS: string = [' ', '\u00a0', LINE_BREAK, ...Object.keys(GLYPH_DATA)].join('');

/** Whether one character (one code point) can be written; a tab cannot (SceneMessages.tabsNotAllowed). */
export const hasGlyph = (char: string): boolean => SPACES.has(char) || char === LINE_BREAK || Object.prototype.hasOwnProperty.call(GLYPH_DATA, char);

/** A blank is written as a pause: spaces and line breaks. */
export const isBlank = (char: string): boolean => SPACES.has(char) || char === LINE_BREAK;

/** Tabs are refused in text (spec 002 section 5): the editor says SceneMessages.tabsNotAllowed. */
export const containsTab = (text: string): boolean => text.includes('\t');

/**
 * The characters of a text as the writer sees them: one per code point, with its index in the string
 * (UTF-16), "\r\n" and a lone "\r" read as one line break.
 */
export const charactersOf = (text: string): { char: string; index: number }[] => {
  const out: { char: string; index: number }[] = [];
  let index = 0;
  for (const char of text) {
    if (char === '\r') {
      if (text[index + 1] !== LINE_BREAK) out.push({ char: LINE_BREAK, index });
    } else out.push({ char, index });
    index += char.length;
  }
  return out;
};

/**
 * The characters of a text the font cannot write, with their string index: what the import refuses and
 * the editor lists as errors, found without laying the text out. A tab is among them.
 */
export const missingCharacters = (text: string): { char: string; index: number }[] => charactersOf(text).filter(({ char }) => !hasGlyph(char));
