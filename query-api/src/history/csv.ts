// A history or the audit trail as a CSV report: the filtered entries newest first, read a page at a time
// by the same keyset as the calls' pages, so a file of 1,000,000 entries never holds more than a page.
// The answer (../reports/csvAnswer.ts) stops reading when the browser stops the download.
import { historyKindOf } from '@wb/contracts';
import type { Pool } from '@wb/platform';
import type { Cell, Report } from '../reports/reportRows';
import { readRows } from './page';
import type { EntryRow, PageFilter } from './sql';

/** Entries a page of the file reads. */
const CSV_PAGE_ROWS = 2_000;

const HEADER = ['Time', 'Person', 'Person ID', 'Kind', 'Type', 'Summary', 'Changes', 'Entity type', 'Entity ID', 'Project ID', 'Stream', 'Position'];

const cellsOf = (row: EntryRow): Cell[] => [
  row.at,
  row.actor_id === null ? null : (row.actor_name ?? `User ${row.actor_id}`),
  row.actor_id,
  historyKindOf(row.type),
  row.type,
  row.summary,
  row.changes.length === 0 ? null : JSON.stringify(row.changes),
  row.entity_type,
  row.entity_id,
  row.project_id,
  row.stream_id,
  row.position,
];

export const historyCsv = (pool: Pool, filter: Omit<PageFilter, 'after' | 'limit'>): Report => ({
  header: HEADER,
  pages: async function* () {
    let after: PageFilter['after'];
    for (;;) {
      const rows = await readRows(pool, { ...filter, after, limit: CSV_PAGE_ROWS });
      if (rows.length > 0) yield rows.map(cellsOf);
      const last = rows.at(-1);
      if (rows.length < CSV_PAGE_ROWS || last === undefined) return;
      after = { micros: last.micros, position: last.position };
    }
  },
});
