// A history or the audit trail as a CSV report: the filtered entries newest first, read a page at a time
// by the same keyset as the calls' pages, so a file of 1,000,000 entries never holds more than two
// pages. The database writes each page's records (sql.ts CSV_COLUMNS) but for their Time and Kind,
// written here (the Kind by the product's rule). The answer (../reports/csvAnswer.ts) stops reading when the browser stops
// the download.
import { historyKindOf } from '@wb/contracts';
import type { Pool } from '@wb/platform';
import { csvCell } from '../reports/csvAnswer';
import type { Report } from '../reports/reportRows';
import { CSV_COLUMNS, pageStatement, type CsvRow, type PageFilter } from './sql';

/**
 * Entries a page of the file reads (about 600 KB of text): a statement's start is little beside 2,000
 * rows (5,000 measured no clearly faster), and a stopped download reads little for nothing.
 */
const CSV_PAGE_ROWS = 2_000;

/** Records a chunk of the answer holds (about 80 KB). */
const CHUNK_ROWS = 250;

const HEADER = ['Time', 'Person', 'Person ID', 'Kind', 'Type', 'Summary', 'Changes', 'Entity type', 'Entity ID', 'Project ID', 'Stream', 'Position'];

/** The Kind cell of each type, worked out once: the file has a million rows and a few hundred types. */
const kindCellOfType = (): ((type: string) => string) => {
  const cells = new Map<string, string>();
  return (type) => {
    let cell = cells.get(type);
    if (cell === undefined) {
      cell = csvCell(historyKindOf(type));
      cells.set(type, cell);
    }
    return cell;
  };
};

const readCsvRows = async (pool: Pool, filter: PageFilter): Promise<CsvRow[]> => {
  const { text, values } = pageStatement(filter, CSV_COLUMNS);
  return (await pool.query<CsvRow>({ text, values, rowMode: 'array' })).rows;
};

/**
 * A page asked for ahead of its turn. Its failure is seen where it is awaited; the handler added here
 * only keeps a failure that comes while the page before is still being sent from counting as unhandled
 * (which stops the process).
 */
const readAhead = (pool: Pool, filter: PageFilter): Promise<CsvRow[]> => {
  const page = readCsvRows(pool, filter);
  void page.catch(() => undefined);
  return page;
};

export const historyCsv = (pool: Pool, filter: Omit<PageFilter, 'after' | 'limit'>): Report<string> => ({
  header: HEADER,
  pages: async function* () {
    const kindCellOf = kindCellOfType();
    // The time as the calls write it (to the millisecond, UTC): a Date keeps whole milliseconds, cutting
    // the microseconds off as the database's to_char does.
    const recordOf = ([person, type, after, micros]: CsvRow): string => `"${new Date(Number(micros) / 1000).toISOString()}",${person},${kindCellOf(type)},${after}\r\n`;
    // The next page is asked for as soon as this one has come, so the database writes it while this one
    // is sent: the two run on different cores.
    let next: Promise<CsvRow[]> | null = readAhead(pool, { ...filter, limit: CSV_PAGE_ROWS });
    try {
      while (next !== null) {
        const rows: CsvRow[] = await next;
        const last = rows.at(-1);
        next = rows.length < CSV_PAGE_ROWS || last === undefined ? null : readAhead(pool, { ...filter, after: { micros: last[3], position: last[4] }, limit: CSV_PAGE_ROWS });
        // Sent in chunks of a few tens of kilobytes: a page as one text of a megabyte or more would be
        // allocated among the long-lived objects, which the collector leaves to pile up for a while.
        for (let from = 0; from < rows.length; from += CHUNK_ROWS)
          yield rows
            .slice(from, from + CHUNK_ROWS)
            .map(recordOf)
            .join('');
      }
    } finally {
      // A download stopped midway leaves at most the page asked ahead: wait for it and drop its rows (or
      // its error: nobody reads this file any more), so no statement outlives the download.
      await next?.catch(() => undefined);
    }
  },
});
