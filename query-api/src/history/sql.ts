// The statement of a history page (or an audit page, or a CSV page): the filters as one range of one of
// the entries' indexes, ordered by (at, position) newest first, then the people's names of just that
// page. Several kinds are one ordered, limited branch per kind, merged: a single `type = ANY(...)` cannot
// be read in order from the index and would sort every matching entry (docs/decisions/history.md).
/** What a page is cut by; every field but limit optional. */
export interface PageFilter {
  readonly entityType?: string;
  readonly entityID?: string;
  readonly userID?: number;
  readonly kinds?: readonly string[];
  readonly from?: string;
  readonly to?: string;
  /** The last entry of the previous page: its time in microseconds since 1970, and its position. */
  readonly after?: { readonly micros: string; readonly position: string };
  readonly limit: number;
}

/** Kinds read as merged branches at most; more are read with = ANY (and sorted). */
const MAX_BRANCHES = 20;

const isoText = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface EntryRow {
  position: string;
  stream_id: string;
  entity_type: string;
  entity_id: string;
  type: string;
  actor_id: number | null;
  actor_name: string | null;
  at: string;
  micros: string;
  summary: string;
  changes: { field: string; before: unknown; after: unknown }[];
  project_id: string | null;
}

/** The columns a page answers (its rows are EntryRow): the people's names of just that page joined. */
const ENTRY_COLUMNS = `e.position::text AS position, e.stream_id, e.entity_type, e.entity_id, e.type, e.actor_id, n.name AS actor_name, ${isoText('e.at')} AS at,
  (extract(epoch FROM e.at) * 1000000)::bigint::text AS micros, e.summary, e.changes, e.project_id`;

/**
 * A text cell of a CSV record written by the database, as csvAnswer.ts writes one: null as "", a cell a
 * spreadsheet would run as a formula (=, +, -, @, tab or carriage return first: their character codes)
 * after an apostrophe, quotes doubled, always quoted (csv.int.test.ts holds the two to the same output).
 */
export const csvCellSql = (expr: string): string =>
  `CASE WHEN ${expr} IS NULL THEN '""' ELSE '"' || replace(CASE WHEN ascii(${expr}) IN (61, 43, 45, 64, 9, 13) THEN '''' || ${expr} ELSE ${expr} END, '"', '""') || '"' END`;

/**
 * The columns of a CSV page (its rows are CsvRow): the record written by the database but for its Time,
 * written from the cursor's microseconds (cheaper in the process than to_char in the database), and its
 * Kind, worked out from the type (the next column) by the product's own rule; then the cursor. The
 * database writes a page while the process sends the one before (two cores at work), and a row reaches
 * the process as five texts instead of twelve values: a million rows of values made most of the garbage
 * collector's work, the download's largest cost. The changes are the JSON text they are stored as.
 */
export const CSV_COLUMNS = `
  (CASE WHEN e.actor_id IS NULL THEN '""' ELSE ${csvCellSql(`coalesce(n.name, 'User ' || e.actor_id)`)} END) || ',' || coalesce(e.actor_id::text, '""'),
  e.type,
  ${csvCellSql('e.type')} || ',' || ${csvCellSql('e.summary')} || ',' || (CASE WHEN e.changes::text = '[]' THEN '""' ELSE ${csvCellSql('e.changes::text')} END)
    || ',' || ${csvCellSql('e.entity_type')} || ',' || ${csvCellSql('e.entity_id')} || ',' || ${csvCellSql('e.project_id')} || ',' || ${csvCellSql('e.stream_id')}
    || ',"' || e.position::text || '"',
  (extract(epoch FROM e.at) * 1000000)::bigint::text,
  e.position::text`;

/** A CSV page's row: the record's Person and Person ID, the type, the cells after Kind, and the cursor (time in microseconds, position). */
export type CsvRow = [string, string, string, string, string];

export const pageStatement = (filter: PageFilter, columns = ENTRY_COLUMNS): { text: string; values: unknown[] } => {
  const values: unknown[] = [];
  const param = (value: unknown, cast: string): string => {
    values.push(value);
    return `$${values.length}::${cast}`;
  };
  const where: string[] = [];
  if (filter.entityType !== undefined) where.push(`entity_type = ${param(filter.entityType, 'text')}`);
  if (filter.entityID !== undefined) where.push(`entity_id = ${param(filter.entityID, 'text')}`);
  if (filter.userID !== undefined) where.push(`actor_id = ${param(filter.userID, 'int')}`);
  if (filter.from !== undefined) where.push(`at >= ${param(filter.from, 'timestamptz')}`);
  if (filter.to !== undefined) where.push(`at < ${param(filter.to, 'timestamptz')}`);
  if (filter.after !== undefined) {
    where.push(`(at, position) < ('epoch'::timestamptz + ${param(filter.after.micros, 'bigint')} * interval '1 microsecond', ${param(filter.after.position, 'bigint')})`);
  }
  const limit = param(filter.limit, 'int');
  const branch = (extra: string | null): string => {
    const conditions = extra === null ? where : [...where, extra];
    return `SELECT * FROM history_entries ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''} ORDER BY at DESC, position DESC LIMIT ${limit}`;
  };
  const kinds = filter.kinds ?? [];
  let page: string;
  if (kinds.length === 0) page = branch(null);
  else if (kinds.length <= MAX_BRANCHES) {
    const branches = [...new Set(kinds)].map((kind) => `(${branch(`type = ${param(kind, 'text')}`)})`);
    page = `SELECT * FROM (${branches.join(' UNION ALL ')}) k ORDER BY at DESC, position DESC LIMIT ${limit}`;
  } else page = branch(`type = ANY(${param([...kinds], 'text[]')})`);
  return {
    text: `
      SELECT ${columns}
      FROM (${page}) e
      LEFT JOIN history_names n ON n.entity_type = 'user' AND n.entity_id = e.actor_id::text
      ORDER BY e.at DESC, e.position DESC`,
    values,
  };
};
