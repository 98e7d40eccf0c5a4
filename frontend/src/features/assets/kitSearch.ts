// The kit view's search (spec 001 sections 7 and 9): what is sent for the text typed, the sort chosen
// and the Filters tab's type and tag choices, and where the next page of 50 starts.
import { FILE_SEARCH_PAGE, FILE_SEARCH_WINDOW, type AssetFile } from '@wb/contracts';
import { ALL_KITS } from './assetsRoute';
import type { KitFilters } from './kitFilters';

/** The spec's four sort options; with none chosen, typed text ranks best match first. */
export const SORT_OPTIONS = [
  { value: 'number', label: 'Number' },
  { value: 'alphabetical', label: 'Alphabetical' },
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
] as const;
export type KitSort = (typeof SORT_OPTIONS)[number]['value'];
export const isKitSort = (v: string | null): v is KitSort => SORT_OPTIONS.some((o) => o.value === v);

/** Search box debounce (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 500;

export interface KitSearchArgs {
  kit: string;
  text: string;
  sortBy: 'relevance' | KitSort;
  directoryID?: string;
  types?: string[];
  tagIDs?: string[];
}

export interface SearchPage {
  files: AssetFile[];
  total: number;
  totalCapped: boolean;
}

/**
 * The search runs once something is typed or a sort is chosen; until then the view lists the kit in
 * its own order (null). Blank text sorted by nothing would only repeat that list.
 */
export const kitSearchArgs = (kit: string, directoryID: string | null, text: string, sort: KitSort | null, filters: KitFilters): KitSearchArgs | null => {
  const trimmed = text.trim();
  if (trimmed === '' && sort === null) return null;
  return {
    kit,
    text: trimmed,
    sortBy: sort ?? 'relevance',
    // The All kit has no folders; a folder narrows the search to itself.
    ...(directoryID && kit !== ALL_KITS ? { directoryID } : {}),
    ...(filters.types.length > 0 ? { types: filters.types } : {}),
    ...(filters.tagIDs.length > 0 ? { tagIDs: filters.tagIDs } : {}),
  };
};

/** Where the page after these starts; undefined when every hit is loaded or the search window is reached. */
export const nextStart = (pages: readonly SearchPage[], starts: readonly number[]): number | undefined => {
  const last = pages[pages.length - 1];
  const lastStart = starts[starts.length - 1];
  if (!last || lastStart === undefined) return undefined;
  const next = lastStart + FILE_SEARCH_PAGE;
  if (last.files.length < FILE_SEARCH_PAGE || next >= last.total || next >= FILE_SEARCH_WINDOW) return undefined;
  return next;
};

/** "50 of 1,000+ results": the count shown above the grid (nothing when none: the grid says so). */
export const resultCount = (loaded: number, page: SearchPage | undefined): string => {
  if (!page || page.total === 0) return '';
  const total = `${page.total.toLocaleString('en-US')}${page.totalCapped ? '+' : ''}`;
  return `${loaded.toLocaleString('en-US')} of ${total} ${page.total === 1 ? 'result' : 'results'}`;
};
