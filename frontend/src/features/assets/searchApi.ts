// The kit view's search as one RTK Query infinite query: pages of 50 from /assets/searchKit (a kit)
// or /files/searchFiles (the All kit). Its tags are the fileSearch read model, so the live stream
// refreshes every loaded page. keepUnusedDataFor 0: a search the user has typed past loses its last
// subscriber at once, and RTK Query aborts it if it is still running rather than let it finish.
import { Calls, FILE_SEARCH_PAGE } from '@wb/contracts';
import { callArgs, serverApi } from '../../api/serverApi';
import { tagsOf } from '../../api/tags';
import { ALL_KITS } from './assetsRoute';
import { nextStart, type KitSearchArgs, type SearchPage } from './kitSearch';

const callFor = ({ kit, ...rest }: KitSearchArgs, start: number) =>
  kit === ALL_KITS ? callArgs(Calls.files.searchFiles, { ...rest, start, count: FILE_SEARCH_PAGE }) : callArgs(Calls.assets.searchKit, { ...rest, kitID: kit, start, count: FILE_SEARCH_PAGE });

export const searchApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    kitSearch: build.infiniteQuery<SearchPage, KitSearchArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (_last, pages, _lastStart, starts) => nextStart(pages, starts),
      },
      query: ({ queryArg, pageParam }) => callFor(queryArg, pageParam),
      providesTags: () => [...new Set([...tagsOf(Calls.assets.searchKit), ...tagsOf(Calls.files.searchFiles)])],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useKitSearchInfiniteQuery } = searchApi;
