// Whether a projection's tables are written through the write-ahead log. Live tables are; a rebuild's
// fresh tables are not until its pass is over (freshTables.ts): nothing reads them before the swap,
// and a crash that empties them only makes the rebuild start again. The projection's createTables is
// told which, and opens each CREATE with createTable(persistence).
export type TablePersistence = 'logged' | 'unlogged';

/** The opening of a CREATE statement for a table of that persistence: `${createTable(persistence)} IF NOT EXISTS ...`. */
export const createTable = (persistence: TablePersistence): string => (persistence === 'unlogged' ? 'CREATE UNLOGGED TABLE' : 'CREATE TABLE');
