// The admin Files tab's paging (spec 001 section 9: "Admin files page size 20; search debounce 500 ms").
import { FILE_SEARCH_WINDOW, FileStatus, type CallInput, type Calls } from '@wb/contracts';

export const ADMIN_FILES_PAGE = 20;
export const ADMIN_FILES_DEBOUNCE_MS = 500;

/** The search of one page: every status the search holds; newest first without text, best match with it. */
export const adminFilesQuery = (text: string, page: number): CallInput<typeof Calls.files.searchFiles> => ({
  text,
  start: (page - 1) * ADMIN_FILES_PAGE,
  count: ADMIN_FILES_PAGE,
  sortBy: text === '' ? 'newest' : 'relevance',
  status: [FileStatus.Active, FileStatus.Archived],
});

/** Pages to offer: the search pages no further than its window, so neither does the pagination. */
export const adminFilesPages = (total: number): number => Math.ceil(Math.min(total, FILE_SEARCH_WINDOW) / ADMIN_FILES_PAGE);
