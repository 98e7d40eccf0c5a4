// Server state: one RTK Query API over the registry-derived client (apiClient.ts), so every request
// keeps its one error rule, its X-Min-Position read-your-writes and its Idempotency-Key. Features add
// their queries with `serverApi.injectEndpoints`, each declared from a registry call, whose input and
// output types it takes and whose declared read models (`call.reads`) are its cache tags.
import { createApi, type BaseQueryFn, type EndpointBuilder } from '@reduxjs/toolkit/query/react';
import type { CallDef, CallInput, CallOutput, ReadModelName } from '@wb/contracts';
import type { Services } from '../app/services';
import { queryErrorOf, type QueryError } from './queryError';
import { allReadModelTags, tagsOf } from './tags';

/** What a query asks the base query for: a registry call and its input. */
export interface CallArgs {
  def: CallDef;
  input: unknown;
}

export const callArgs = <C extends CallDef>(def: C, input: CallInput<C>): CallArgs => ({ def, input });

const isServices = (extra: unknown): extra is Services =>
  typeof extra === 'object' && extra !== null && 'api' in extra && typeof (extra as { api?: unknown }).api === 'object';

/** The store hands the services (with the one API client) to RTK Query as the thunk's extra argument. */
export const callBaseQuery: BaseQueryFn<CallArgs, unknown, QueryError> = async ({ def, input }, { extra, signal }) => {
  if (!isServices(extra)) throw new Error('The store was built without the services as the thunk extra argument');
  try {
    return { data: await extra.api.call(def, input, { signal }) };
  } catch (e) {
    return { error: queryErrorOf(e, signal.aborted) };
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

/** A query endpoint that is exactly one registry call: its types and its tags come from the registry. */
export const callQuery = <C extends CallDef>(build: ServerApiBuilder, def: C) =>
  build.query<CallOutput<C>, CallInput<C>>({
    query: (input) => callArgs(def, input),
    providesTags: () => tagsOf(def),
  });
