// A page of entries read and shaped as the calls answer it, with the cursor of the next page.
import { historyKindOf, type HistoryEntry, type HistoryPage } from '@wb/contracts';
import type { Pool } from '@wb/platform';
import { pageStatement, type EntryRow, type PageFilter } from './sql';

/** The filters as a call gives them (the cursor as text). */
export interface CallFilter extends Omit<PageFilter, 'after'> {
  readonly before?: string;
}

export const cursorOf = (row: Pick<EntryRow, 'micros' | 'position'>): string => `${row.micros}.${row.position}`;

const afterOf = (before: string | undefined): PageFilter['after'] => {
  if (before === undefined) return undefined;
  const dot = before.indexOf('.');
  return { micros: before.slice(0, dot), position: before.slice(dot + 1) };
};

export const toEntry = (row: EntryRow): HistoryEntry => ({
  position: row.position,
  streamId: row.stream_id,
  type: row.type,
  kind: historyKindOf(row.type),
  actorID: row.actor_id,
  actorName: row.actor_id === null ? null : (row.actor_name ?? `User ${row.actor_id}`),
  at: row.at,
  summary: row.summary,
  changes: row.changes,
  projectID: row.project_id,
});

/** Entry rows of one page (one more than asked, which says whether a next page exists). */
export const readRows = async (pool: Pool, filter: PageFilter): Promise<EntryRow[]> => {
  const { text, values } = pageStatement(filter);
  return (await pool.query<EntryRow>(text, values)).rows;
};

export const readPage = async (pool: Pool, filter: CallFilter): Promise<HistoryPage> => {
  const { before, ...rest } = filter;
  const rows = await readRows(pool, { ...rest, after: afterOf(before), limit: filter.limit + 1 });
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  return { entries: page.map(toEntry), next: rows.length > filter.limit && last !== undefined ? cursorOf(last) : null };
};
