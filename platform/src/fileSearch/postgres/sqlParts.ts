// Small pieces of the file search's SQL: numbered parameters, the rows of the terms table whose rest
// starts with a typed text (through the btree of its first 1, 2 or 4 letters), the filters and sorts.
import { firstChars, MAX_REST } from '../fileRows';
import type { FileSearchQuery, FileSortBy } from '../fileSearchIndex';

/** The highest code point: `p || LAST` bounds the range of every text that starts with p. */
const LAST = String.fromCodePoint(0x10ffff);

export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The condition on terms rows whose key starts with `typed`: equality on the group of its first 1, 2 or
 * 4 letters (the walk index), and the key's range when the typed text is longer than its group.
 */
export const startsWith = (p: Params, typedText: string): string => {
  const typed = firstChars(typedText, MAX_REST);
  const length = Array.from(typed).length;
  const group = length >= 4 ? 'g4' : length >= 2 ? 'g2' : 'g1';
  const groupLength = length >= 4 ? 4 : length >= 2 ? 2 : 1;
  const condition = `${group} = ${p.add(firstChars(typed, groupLength))}`;
  if (length === groupLength) return condition;
  const from = p.add(typed);
  return `${condition} AND key >= ${from} AND key < ${from} || ${p.add(LAST)}`;
};

/** The range of rests starting with `typed` alone (the key index): every match, in key order. */
export const keyRange = (p: Params, typedText: string): string => {
  const from = p.add(firstChars(typedText, MAX_REST));
  return `key >= ${from} AND key < ${from} || ${p.add(LAST)}`;
};

/** Filters every row carries (terms, docs, members): status and type. */
export const rowFilters = (p: Params, query: FileSearchQuery, alias = ''): string => {
  const parts: string[] = [];
  if (query.status) parts.push(`${alias}status = ANY(${p.add(query.status)}::smallint[])`);
  if (query.types) parts.push(`${alias}type = ANY(${p.add(query.types.map((t) => t.toLowerCase()))}::text[])`);
  return parts.map((c) => ` AND ${c}`).join('');
};

/** Every typed word starts a word of the file (its words column: ' ' before each word). */
export const allWords = (p: Params, words: readonly string[], alias: string): string => words.map((w) => ` AND strpos(${alias}words, ${p.add(` ${w}`)}) > 0`).join('');

/** The rank of a row holding name_key: 1 the name starts with the typed text, 2 a word of it does, else 3. */
export const tierOf = (p: Params, whole: string, alias: string): string => {
  const typed = p.add(` ${whole}`);
  return `CASE WHEN starts_with(${alias}name_key, ${typed}) THEN 1 WHEN strpos(${alias}name_key, ${typed}) > 0 THEN 2 ELSE 3 END`;
};

/** ORDER BY of a sort over rows with created, sort_name, num, file_id (relevance without text is newest). */
export const orderOf = (sortBy: FileSortBy, alias: string, tier?: string): string => {
  switch (sortBy) {
    case 'relevance':
      return `${tier ? `${tier}, ` : ''}${alias}created DESC, ${alias}file_id`;
    case 'newest':
      return `${alias}created DESC, ${alias}file_id`;
    // Ties broken as a backward walk of the newest-first indexes gives them.
    case 'oldest':
      return `${alias}created, ${alias}file_id DESC`;
    case 'alphabetical':
      return `${alias}sort_name, ${alias}file_id`;
    case 'number':
      return `${alias}num NULLS LAST, ${alias}sort_name, ${alias}file_id`;
    default: {
      const _exhaustive: never = sortBy;
      return _exhaustive;
    }
  }
};
