// The filters of a history or the audit trail as the person chose them, and what the calls and the CSV
// download are asked with. Pure, so the pages and the download link agree on every filter.
import dayjs from 'dayjs';
import type { HistoryDownloadFilters, HistoryEntityType } from '@wb/contracts';

export interface HistoryFilterChoice {
  /** Only this person's events; null: everyone's. */
  userID: number | null;
  /** Only these event types; empty: every type. */
  kinds: readonly string[];
  /** The time range as the date pickers hold it: local 'YYYY-MM-DD HH:mm:ss', or null when open. */
  from: string | null;
  to: string | null;
  /** The audit trail's entity type; null: every kind of entity. */
  entityType: HistoryEntityType | null;
}

export const noFilters: HistoryFilterChoice = { userID: null, kinds: [], from: null, to: null, entityType: null };

/** A picker's local time as the instant the server compares events' times with. */
const instant = (local: string | null): string | undefined => {
  if (local === null) return undefined;
  const d = dayjs(local);
  return d.isValid() ? d.toISOString() : undefined;
};

/** The filters the calls take, leaving out what was not chosen. */
export const filtersOf = (choice: HistoryFilterChoice): HistoryDownloadFilters => {
  const from = instant(choice.from);
  const to = instant(choice.to);
  return {
    ...(choice.entityType !== null ? { entityType: choice.entityType } : {}),
    ...(choice.userID !== null ? { userID: choice.userID } : {}),
    ...(choice.kinds.length > 0 ? { kinds: [...choice.kinds] } : {}),
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
  };
};

export const isFiltered = (choice: HistoryFilterChoice): boolean => Object.keys(filtersOf(choice)).length > 0;

/** Why the range cannot hold any event, or null: a start after the end asks for nothing. */
export const rangeProblem = (choice: HistoryFilterChoice): string | null => {
  const from = instant(choice.from);
  const to = instant(choice.to);
  return from !== undefined && to !== undefined && from >= to ? 'The start of the range must come before its end.' : null;
};
