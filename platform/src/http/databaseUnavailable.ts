// Errors that say the database cannot be reached or refuses new work for now (restarting, out of
// connections, the session cut), as opposed to a fault in our code: the caller is told to try again
// (503 with Retry-After) rather than 'Something happened', and a command retried with its
// Idempotency-Key is answered once.

/** SQLSTATE classes and codes of a database that is away or full (PostgreSQL appendix A). */
const UNAVAILABLE_SQLSTATE_CLASSES = ['08', '53', '57P'];
/** Errors of the socket or of node-postgres itself, before or outside any SQL. */
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = [/^Connection terminated/, /^timeout exceeded when trying to connect$/, /^Client has encountered a connection error and is not queryable$/];

export const DATABASE_UNAVAILABLE = 'The database is not answering right now; try again in a moment.';

export const isDatabaseUnavailable = (err: unknown): boolean => {
  if (!(err instanceof Error)) return false;
  const { code } = err as { code?: unknown };
  if (typeof code === 'string') {
    if (UNAVAILABLE_ERRNOS.has(code)) return true;
    // A SQLSTATE is five characters: a class of two, then three.
    if (code.length === 5 && UNAVAILABLE_SQLSTATE_CLASSES.some((prefix) => code.startsWith(prefix))) return true;
  }
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(err.message));
};
