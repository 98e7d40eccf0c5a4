// What 'Load more' does (spec 000 section 9: 5 more per click): show 5 more of the loaded rows, and ask
// for the next, older page when that runs past them and the server has more.
import { NotificationLimits } from '@wb/contracts';

export interface LoadMore {
  shown: number;
  fetchNextPage: boolean;
}

export const loadMore = (shown: number, loaded: number, hasNextPage: boolean, fetching: boolean): LoadMore => {
  const next = shown + NotificationLimits.morePerLoad;
  return { shown: next, fetchNextPage: next > loaded && hasNextPage && !fetching };
};

/** Whether the bell offers 'Load more': rows loaded but not shown yet, or older pages on the server. */
export const offersLoadMore = (shown: number, loaded: number, hasNextPage: boolean): boolean => loaded > shown || hasNextPage;
