// The SearchIndex port (DESIGN.md section 3): search-as-you-type over documents kept up to date by a
// projection. Embedded: PostgreSQL (a table of word starts); distributed: Elasticsearch. Both answer
// the same question: which documents have, for every word typed, a word that starts with it (in any
// order, ignoring case and accents), best matches first.

export interface SearchDocument {
  readonly id: string;
  /** The searchable text (a project's name). */
  readonly text: string;
  /**
   * The document's time (ISO; for a project, when it last changed): newer ranks first among equal
   * matches. Left out, the time the index holds stays.
   */
  readonly time?: string;
  /**
   * A small number a search can keep documents by (a project's status). Left out, the one the index
   * holds stays (0 for a new document).
   */
  readonly status?: number;
}

/** A new time or status for a document already in the index, its text kept. */
export interface SearchDocumentChange {
  readonly id: string;
  readonly time?: string;
  readonly status?: number;
}

/** Which documents a search may answer. */
export interface SearchFilter {
  /** Only documents of these statuses (all when left out). */
  readonly statuses?: readonly number[];
}

/**
 * How well a document matches: 1 its text starts with what was typed, 2 one of its words does, 3 every
 * word typed starts one of its words, in another arrangement.
 */
export type SearchRank = 1 | 2 | 3;

export interface SearchHit {
  readonly id: string;
  readonly rank: SearchRank;
}

/** Writes a search's SELECT of `(id, rank, time)`, adding its values through `param` (see SearchIndex.searchSql). */
export type SearchSql = (param: (value: unknown) => string) => string;

export interface SearchIndex {
  /** Creates the named index if it is missing; safe to call from several processes. */
  ensureIndex(index: string): Promise<void>;
  /**
   * Adds or replaces documents by id: a batch of any size in one write (PostgreSQL: one statement;
   * Elasticsearch: one bulk request). The documents count in their order, as if written one by one: an
   * id named twice ends with its last text and the last time given (see foldDocuments). Writing the
   * same batch again changes nothing, so a batch replayed after a crash is harmless.
   */
  upsert(index: string, documents: readonly SearchDocument[]): Promise<void>;
  /**
   * Changes the time or status of documents already in the index, keeping their text (a project
   * archived); unknown ids are ignored. Like upsert, a batch of any size in one write, harmless to repeat.
   */
  change(index: string, changes: readonly SearchDocumentChange[]): Promise<void>;
  /** Removes documents by id; unknown ids are ignored. */
  remove(index: string, ids: readonly string[]): Promise<void>;
  /**
   * The documents matching `text` (see searchWords) and the filter, at most `limit`, ordered by rank,
   * then newest (time), then id. A text without words matches nothing. Answered from an index for any
   * length of text, one letter included. What a call returns includes every write that returned before
   * it started.
   */
  search(index: string, text: string, limit: number, filter?: SearchFilter): Promise<SearchHit[]>;
  /**
   * The same hits as `search`, as a SELECT of `(id text, rank int, time timestamptz)` rows to run inside
   * the caller's own statement on `pool`, saving the round trip that fetches the hits and sends them
   * back as a parameter; with the time, the caller can order hits without looking each one up.
   * Only an index kept in that pool's database offers it (the PostgreSQL adapter, on its own pool); null
   * means the caller fetches the hits with `search`. The answer writes the SELECT, adding its values to
   * the caller's statement through `param` (which returns the value's placeholder, $n). A text without
   * words gives a SELECT of no rows.
   */
  searchSql?(pool: unknown, index: string, text: string, limit: number, filter?: SearchFilter): SearchSql | null;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Words longer than this are cut: the index keys stay small, and nobody types more to find a name. */
export const MAX_SEARCH_TEXT = 256;

/**
 * The words of a text as every adapter indexes and searches them: accents removed (é is e; ß stays,
 * it has no decomposition), lower case, split at anything that is not a letter or a digit, so
 * punctuation, `%`, `_` and `*` are never wildcards.
 */
export const searchWords = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .slice(0, MAX_SEARCH_TEXT * 2)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, MAX_SEARCH_TEXT));

/**
 * For each word of a text, the text from that word to the end (the words joined by one space, cut at
 * MAX_SEARCH_TEXT): a prefix search over these finds word starts (`cell`), and a search for the whole
 * typed text finds it where it starts at a word (`cell photo` in `the cell photosynthesis`).
 */
export const searchSuffixes = (words: readonly string[]): string[] => words.map((_, i) => words.slice(i).join(' ').slice(0, MAX_SEARCH_TEXT));

/** What a search looks for: each distinct typed word, and the whole typed text in indexed form. */
export interface SearchQuery {
  readonly words: readonly string[];
  readonly whole: string;
}

export const searchQuery = (text: string): SearchQuery | null => {
  const words = searchWords(text);
  if (words.length === 0) return null;
  return { words: [...new Set(words)], whole: words.join(' ').slice(0, MAX_SEARCH_TEXT) };
};

/** One item per id, as applying them one by one would leave it: the last of each, keeping a time or status given before and left out after. In first-seen order. */
const foldById = <T extends SearchDocumentChange>(items: readonly T[]): T[] => {
  const folded = new Map<string, T>();
  for (const item of items) {
    const before = folded.get(item.id);
    const time = item.time ?? before?.time;
    const status = item.status ?? before?.status;
    folded.set(item.id, { ...item, ...(time === undefined ? {} : { time }), ...(status === undefined ? {} : { status }) });
  }
  return [...folded.values()];
};

/** One document per id, as writing `documents` one by one would leave it (the last text; see foldById). */
export const foldDocuments = (documents: readonly SearchDocument[]): SearchDocument[] => foldById(documents);

/** One change per id, as applying `changes` one by one would leave it. */
export const foldChanges = (changes: readonly SearchDocumentChange[]): SearchDocumentChange[] => foldById(changes);
