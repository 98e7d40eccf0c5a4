// The history's CSV download (a file, not JSON, so a GET route of the query API outside the call
// registry, like the reports: contracts/src/reports/paths.ts). Its query string carries the filters of
// /history/getHistory: kinds joined by commas, limit and before left out (the file holds every entry).
import { API_PREFIX } from '../kernel/registry';
import type { HistoryInput } from './fields';

export const HISTORY_DOWNLOAD_PATH = `${API_PREFIX}/history/download`;

/** The filters of a download, as the query string names them. */
export type HistoryDownloadFilters = Partial<Omit<HistoryInput, 'limit' | 'before'>>;

/** The query string of a history (or audit) download, without the leading '?'. */
export const historyDownloadQuery = (filters: HistoryDownloadFilters): string => {
  const params = new URLSearchParams();
  if (filters.entityType !== undefined) params.set('entityType', filters.entityType);
  if (filters.entityID !== undefined) params.set('entityID', filters.entityID);
  if (filters.userID !== undefined) params.set('userID', String(filters.userID));
  if (filters.kinds !== undefined && filters.kinds.length > 0) params.set('kinds', filters.kinds.join(','));
  if (filters.from !== undefined) params.set('from', filters.from);
  if (filters.to !== undefined) params.set('to', filters.to);
  return params.toString();
};

/** Where a history is downloaded as CSV. */
export const historyDownloadPath = (filters: HistoryDownloadFilters): string => `${HISTORY_DOWNLOAD_PATH}?${historyDownloadQuery(filters)}`;
