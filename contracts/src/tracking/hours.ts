// Spec 000 section 5, "Hours input: numeric text only (optional minus, digits, optional decimals); a
// lone leading '.' becomes '0.'", and "Word count: parsed as an integer, empty if not numeric". The
// client's inputs and the server's schemas (fields.ts) use these same functions.

/** What the hours box may hold while typing: an optional minus, digits, an optional point and decimals. */
const HOURS_TYPING = /^-?\d*\.?\d*$/;
/** A complete number of hours: digits with optional decimals, or decimals after a point. */
const HOURS_VALUE = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * The hours box's text after the user typed `next` over `previous`: numeric text only, so anything
 * else keeps the previous text; a lone leading '.' becomes '0.' (and '-.' becomes '-0.').
 */
export const nextHoursText = (previous: string, next: string): string => {
  if (!HOURS_TYPING.test(next)) return previous;
  if (next.startsWith('.')) return `0${next}`;
  if (next.startsWith('-.')) return `-0${next.slice(1)}`;
  return next;
};

/** The number a complete hours text stands for, or null when it is not one ('', '-', '.', '1e3'). */
export const hoursOf = (text: string): number | null => (HOURS_VALUE.test(text.trim()) ? Number(text.trim()) : null);

/** A word count as typed: its integer, or null (the box then shows empty) when it is not numeric. */
export const wordCountOf = (text: string): number | null => {
  const n = Number.parseInt(text, 10);
  return Number.isNaN(n) ? null : n;
};
