// The limits of history and the audit trail (ours: docs/decisions/history.md).

/** The entities a history is asked for. A comment thread is a file's, a scene's or a project's comments. */
export const HistoryEntityTypes = ['project', 'folder', 'user', 'kit', 'file', 'scene', 'commentThread'] as const;
export type HistoryEntityType = (typeof HistoryEntityTypes)[number];

export const HistoryLimits = {
  /** Entries in one page at most, and when limit is left out. */
  maxPage: 100,
  defaultPage: 50,
  /** Event types one filter names at most. */
  maxKinds: 100,
  /** The longest event type name a filter may name. */
  maxKindLength: 80,
  /** The longest entity id: a comment thread's id is its stream's id (filecomments-<fileID>). */
  maxEntityIDLength: 128,
  /** Characters of a text value an entry's changes keep (the rest is cut and marked with …). */
  maxValueLength: 300,
} as const;
