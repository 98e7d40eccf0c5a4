// The SearchIndex port (DESIGN.md section 3): text search over documents kept up to date by a
// projection. Embedded: PostgreSQL with trigrams; distributed: Elasticsearch. Both answer the same
// question the dashboard asks: which documents contain this text, ignoring case.

export interface SearchDocument {
  readonly id: string;
  /** The searchable text (a project's name). */
  readonly text: string;
}

export interface SearchIndex {
  /** Creates the named index if it is missing; safe to call from several processes. */
  ensureIndex(index: string): Promise<void>;
  /** Adds or replaces documents by id. Writing the same document again changes nothing, so replays are harmless. */
  upsert(index: string, documents: readonly SearchDocument[]): Promise<void>;
  /** Removes documents by id; unknown ids are ignored. */
  remove(index: string, ids: readonly string[]): Promise<void>;
  /**
   * Ids of the documents whose text contains `text` (trimmed, ignoring case), at most `limit`, in no
   * particular order: the caller filters and sorts them with what the read models know. A blank text
   * matches nothing. What a call returns includes every upsert that returned before it started.
   */
  search(index: string, text: string, limit: number): Promise<string[]>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** What every adapter searches for: the trimmed text, lower-cased. */
export const normalizeSearchText = (text: string): string => text.trim().toLowerCase();
