// The FileSearchIndex port: the asset library's search-as-you-type over every file (spec 001 section 7:
// "search-as-you-type on name, kits and tags; 50 results per page", sorts Number, Alphabetical, Newest,
// Oldest, filters by kit, directory, type and tag). A port of its own rather than more SearchIndex
// methods: it filters and sorts on fields a project name has no notion of, and its adapters keep
// tables and mappings shaped for 100,000 files (docs/decisions/file-search.md).
// Embedded: PostgreSQL; distributed: Elasticsearch. Both answer the same for the same documents.
import { searchWords } from '../search/searchIndex';

export interface FileKitEntry {
  readonly kitID: string;
  /** The kit's name, searched as lower-weight text. */
  readonly name: string;
  /** The directory of the kit holding the file; null at the kit's top level. */
  readonly directoryID: string | null;
}

export interface FileTagEntry {
  readonly tagID: string;
  readonly name: string;
}

export interface FileDocument {
  readonly fileID: string;
  readonly name: string;
  /** The extension, lower case (png, jpg...). */
  readonly type: string;
  /** 1 Active, 0 Archived (spec section 4); deleted files are removed from the index. */
  readonly status: number;
  /** ISO time the file was created: newer ranks first among equal matches. */
  readonly createdOn: string;
  readonly kits: readonly FileKitEntry[];
  readonly tags: readonly FileTagEntry[];
}

export const FileSortBy = ['relevance', 'number', 'alphabetical', 'newest', 'oldest'] as const;
export type FileSortBy = (typeof FileSortBy)[number];

export interface FileSearchQuery {
  /** What was typed; blank lists the files the filters keep. */
  readonly text: string;
  readonly kitID?: string;
  readonly directoryID?: string;
  /** Any of these extensions. */
  readonly types?: readonly string[];
  /** Every one of these tags. */
  readonly tagIDs?: readonly string[];
  /** Any of these statuses; all when left out. */
  readonly status?: readonly number[];
  readonly sortBy: FileSortBy;
  readonly start: number;
  /** At most MAX_FILE_HITS_PER_PAGE. */
  readonly count: number;
}

export interface FileSearchResult {
  /** File ids, best first. */
  readonly hits: readonly string[];
  /** How many files match, counted up to MAX_FILE_TOTAL. */
  readonly total: number;
  /** True when there may be more matches than `total` (the count stopped at its bound). */
  readonly totalCapped: boolean;
}

export const MAX_FILE_HITS_PER_PAGE = 50;
/** A page never reaches past this many hits (start + count): nobody pages through 20 pages of hits. */
export const MAX_FILE_WINDOW = 1_000;
/** Totals are counted up to this many files, then reported as capped. */
export const MAX_FILE_TOTAL = 1_000;

export interface FileSearchIndex {
  /** Creates the tables or index if missing; safe from several processes at once. */
  ensureIndex(): Promise<void>;
  /**
   * Adds or replaces files by id, a batch of any size in one write; an id named twice ends with its
   * last document. Writing the same batch again changes nothing (a replay after a crash is harmless).
   */
  upsert(documents: readonly FileDocument[]): Promise<void>;
  /** Removes files by id; unknown ids are ignored. */
  remove(fileIDs: readonly string[]): Promise<void>;
  /**
   * Files whose name, kits and tags hold, for every typed word, a word starting with it (any order,
   * case and accents ignored). Relevance: the name starts with the typed text, then a word of the name
   * does, then the rest; newest next, then id. Number: the number a name starts with (the naming
   * convention [NUMBER]_...), names without one after. Alphabetical by name; newest; oldest.
   */
  search(query: FileSearchQuery): Promise<FileSearchResult>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The words of a file's text: as searchWords (accents and case removed, split at anything not a letter
 * or digit), after splitting camelCase (`iconMagnetSmall` is icon magnet small), which file names use
 * where sentences use spaces. Typed text goes through the same function.
 */
export const fileWords = (text: string): string[] => searchWords(text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'));

/** The leading number of a name (`042_o_20240101.svg` is 42), for the Number sort; null without one. */
export const leadingNumber = (name: string): number | null => {
  const match = /^\s*(\d{1,15})/.exec(name);
  return match?.[1] === undefined ? null : Number(match[1]);
};

/** One document per id, the last of each (a batch counts as if written one by one), in first-seen order. */
export const foldFiles = (documents: readonly FileDocument[]): FileDocument[] => {
  const folded = new Map<string, FileDocument>();
  for (const d of documents) folded.set(d.fileID, d);
  return [...folded.values()];
};

/** What a search looks for: its distinct words, and the whole typed text in indexed form. */
export interface TypedText {
  readonly words: readonly string[];
  readonly whole: string;
}

export const typedText = (text: string): TypedText | null => {
  const words = fileWords(text);
  if (words.length === 0) return null;
  return { words: [...new Set(words)], whole: words.join(' ') };
};

/** The page a query asks for, bounded. */
export const pageOf = (query: FileSearchQuery): { start: number; count: number; need: number } => {
  const count = Math.max(0, Math.min(query.count, MAX_FILE_HITS_PER_PAGE));
  const start = Math.max(0, Math.min(query.start, MAX_FILE_WINDOW - count));
  return { start, count, need: start + count };
};
