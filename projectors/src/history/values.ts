// Keeps a history's values small and free of secrets: events hold no secrets, but a field named like
// one is dropped anyway, and long texts and big nested values are cut (docs/decisions/history.md).
import { HistoryLimits } from '@wb/contracts';

/** The flat state of one stream as the history folds it: field name to its last value. */
export type FoldedState = Readonly<Record<string, unknown>>;

const SECRET_NAME = /password|hash|secret|key|token/i;
/** A nested value (list or object) whose JSON is longer than this is kept as a short description. */
const MAX_NESTED_JSON = 2_000;
/** Items of a list kept before it is cut. */
const MAX_LIST_ITEMS = 200;

export const isSecretField = (field: string): boolean => SECRET_NAME.test(field);

const cutText = (text: string): string => (text.length > HistoryLimits.maxValueLength ? `${text.slice(0, HistoryLimits.maxValueLength - 1)}…` : text);

/** A value as a history keeps it: texts cut, secret fields dropped, a big list or object described. */
export const boundValue = (value: unknown): unknown => {
  if (typeof value === 'string') return cutText(value);
  if (value === null || typeof value !== 'object') return value === undefined ? null : value;
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_LIST_ITEMS).map(boundValue);
    return JSON.stringify(items).length > MAX_NESTED_JSON ? `[${value.length} items]` : items;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([k]) => !isSecretField(k));
  const kept = Object.fromEntries(entries.map(([k, v]) => [k, boundValue(v)]));
  return JSON.stringify(kept).length > MAX_NESTED_JSON ? `{${entries.length} fields}` : kept;
};

/**
 * Whether two bounded values are the same (they are plain JSON). Two texts, numbers or booleans that
 * differ are told apart without writing them out: most fields an event sets are such, and a rebuild
 * compares a million events' fields.
 */
export const sameValue = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  return JSON.stringify(a) === JSON.stringify(b);
};

/** A value in a summary: a text in quotes, a list by its items, nothing as "nothing". */
export const shown = (value: unknown): string => {
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'string') return `"${value}"`;
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(shown).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as number | boolean);
};
