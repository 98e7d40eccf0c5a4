// The search box's state and its results: text debounced 500 ms, the sort, the Filters tab's types and
// tags, and pages of 50 loaded on request. `active` is false while the view lists the kit itself.
import { useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { AssetFile } from '@wb/contracts';
import type { KitFilters } from './kitFilters';
import { kitSearchArgs, resultCount, SEARCH_DEBOUNCE_MS, type KitSort } from './kitSearch';
import { useDebounced } from './useDebounced';
import { useKitSearchInfiniteQuery } from './searchApi';

export const useKitSearch = (kit: string, directoryID: string | null, filters: KitFilters) => {
  const [text, setText] = useState('');
  const [sort, setSort] = useState<KitSort | null>(null);
  const settled = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const args = useMemo(() => kitSearchArgs(kit, directoryID, settled, sort, filters), [kit, directoryID, settled, sort, filters]);
  const query = useKitSearchInfiniteQuery(args ?? skipToken);
  const pages = useMemo(() => (args ? (query.data?.pages ?? []) : []), [args, query.data]);
  const files: AssetFile[] = useMemo(() => pages.flatMap((p) => p.files), [pages]);
  return {
    text,
    setText,
    sort,
    setSort,
    active: args !== null,
    files,
    count: resultCount(files.length, pages[0]),
    // Loading until the first page of the current search arrives (the previous answer is not shown meanwhile).
    loading: args !== null && query.isFetching && query.currentData === undefined,
    hasMore: args !== null && query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => {
      void query.fetchNextPage();
    },
  };
};

export type KitSearch = ReturnType<typeof useKitSearch>;
