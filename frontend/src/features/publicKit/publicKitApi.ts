// The public kit page's one query: a public-read kit by slug, readable without a session.
import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

export const publicKitApi = serverApi.injectEndpoints({
  endpoints: (build) => ({ getPublicKit: callQuery(build, Calls.assets.getPublicKit) }),
});

export const { useGetPublicKitQuery } = publicKitApi;
