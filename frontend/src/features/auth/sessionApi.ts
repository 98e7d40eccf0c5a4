// The session's server state: whether the visitor has a session, the signed-in user (their grants
// decide what the client shows; the users read model refreshes them live) and the single sign-on
// connections the login page offers.
import { Calls } from '@wb/contracts';
import { callQuery, serverApi, servicesOf } from '../../api/serverApi';
import type { SsoConnection } from '../../api/ssoConnections';

export const sessionApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    // The session check explains its own failures: a visitor simply stays signed out.
    checkLoggedIn: callQuery(build, Calls.user.checkLoggedIn, { screenShows: 'all' }),
    /** Asked with {} : without a userID getUser answers the caller's own full record. */
    ownUser: callQuery(build, Calls.user.getUser),
    ssoConnections: build.query<SsoConnection[], void>({
      // Outside the call registry (/auth/connections); a server that cannot say offers none, quietly.
      queryFn: async (_arg, { extra }) => {
        try {
          return { data: await servicesOf(extra).api.ssoConnections() };
        } catch {
          return { data: [] };
        }
      },
    }),
  }),
});

export const { useSsoConnectionsQuery } = sessionApi;

/** The signed-in user's entry, as the session put it in the cache. */
export const selectOwnUserEntry = sessionApi.endpoints.ownUser.select({});

/** Puts a known user in the cache as the signed-in user (tests, and anything that already holds the answer). */
export const ownUserCached = (user: NonNullable<ReturnType<typeof selectOwnUserEntry>['data']>['user']) => sessionApi.util.upsertQueryEntries([{ endpointName: 'ownUser', arg: {}, value: { user } }]);
