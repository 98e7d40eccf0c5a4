// The error log's bounds (spec 000 section 9 gives the 10-day window; the rest is ours,
// docs/decisions/errorLog.md): the size of an entry, how many a caller may add a minute, how long
// entries are kept.
export const ErrorLogLimits = {
  /** Section 9: the admin Errors table shows this many days. */
  recentDays: 10,
  /** The longest window getRecentErrors answers, and how long the read model keeps an entry. */
  retentionDays: 30,
  /** The most entries one getRecentErrors answers (newest first). */
  maxAnswered: 1000,
  msgMax: 2000,
  stackMax: 8000,
  scriptMax: 1000,
  /** Client errors one signed-in user may report a minute; the rest are refused (429). */
  clientPerMinute: 10,
  /** Server errors one process records a minute; the rest are only logged, and counted in the next entry. */
  serverPerMinute: 60,
} as const;

/** The source of every client (browser) entry; a server entry names its service instead. */
export const CLIENT_ERROR_SOURCE = 'js';
