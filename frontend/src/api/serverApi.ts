// Server state: one RTK Query API over the registry-derived client (apiClient.ts), so every request
// keeps its one error rule, its X-Min-Position read-your-writes and its Idempotency-Key. Features add
// their queries with `serverApi.injectEndpoints`, each declared from a registry call, whose input and
// output types it takes and whose declared read models (`call.reads`) are its cache tags.
import { createApi, type BaseQueryFn, type EndpointBuilder } from '@reduxjs/toolkit/query/react';
import type { CallDef, CallInput, CallOutput, ReadModelName } from '@wb/contracts';
import type { Services } from '../app/services';
import { queryErrorOf, type QueryError } from './queryError';
import { allReadModelTags, tagsOf } from './tags';

/**
 * Failures the asker explains in its own words instead of the query error rule's toast (or, for a
 * lost session, its trip to the login screen): these HTTP statuses, or every failure ('all', for
 * askers that judge each failure themselves, such as the session check at start).
 */
export type ScreenShows = readonly number[] | 'all';

/** What a query asks the base query for: a registry call and its input. */
export interface CallArgs {
  def: CallDef;
  input: unknown;
  screenShows?: ScreenShows;
}

export const callArgs = <C extends CallDef>(def: C, input: CallInput<C>, screenShows?: ScreenShows): CallArgs => ({ def, input, screenShows });

const isServices = (extra: unknown): extra is Services => typeof extra === 'object' && extra !== null && 'api' in extra && typeof (extra as { api?: unknown }).api === 'object';

/** The services a `queryFn` reaches the client through (the thunk's extra argument). */
export const servicesOf = (extra: unknown): Services => {
  if (!isServices(extra)) throw new Error('The store was built without the services as the thunk extra argument');
  return extra;
};

const shownByScreen = (screenShows: ScreenShows | undefined, status: number): boolean => screenShows === 'all' || (screenShows?.includes(status) ?? false);

/** The store hands the services (with the one API client) to RTK Query as the thunk's extra argument. */
export const callBaseQuery: BaseQueryFn<CallArgs, unknown, QueryError> = async ({ def, input, screenShows }, { extra, signal }) => {
  const { api } = servicesOf(extra);
  try {
    return { data: await api.call(def, input, { signal }) };
  } catch (e) {
    const error = queryErrorOf(e, signal.aborted);
    return { error: { ...error, shownByScreen: shownByScreen(screenShows, error.status) } };
  }
};

export const serverApi = createApi({
  reducerPath: 'serverState',
  baseQuery: callBaseQuery,
  tagTypes: allReadModelTags,
  // Answers are refreshed by invalidation (the live stream, the user's own writes), not by age.
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});

export type ServerApiBuilder = EndpointBuilder<typeof callBaseQuery, ReadModelName, 'serverState'>;

/**
 * A query endpoint that is exactly one registry call: its types and its tags come from the registry.
 * `screenShows` names the failures the screens using it explain themselves (see ScreenShows).
 */
export const callQuery = <C extends CallDef>(build: ServerApiBuilder, def: C, options: { screenShows?: ScreenShows } = {}) =>
  build.query<CallOutput<C>, CallInput<C>>({
    query: (input) => callArgs(def, input, options.screenShows),
    providesTags: () => tagsOf(def),
  });
