// The history screens' reads: an entity's history and the people and kinds for its filters, the
// workspace's audit trail, and the team for the audit's person filter. Each screen explains its own
// failures (a 403 says whose history this is).
import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

export const historyApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    history: callQuery(build, Calls.history.getHistory, { screenShows: 'all' }),
    historyFacets: callQuery(build, Calls.history.getHistoryFacets, { screenShows: 'all' }),
    audit: callQuery(build, Calls.admin.getAudit, { screenShows: 'all' }),
    auditTeam: callQuery(build, Calls.user.getTeam, { screenShows: 'all' }),
  }),
});

export const { useHistoryQuery, useHistoryFacetsQuery, useAuditQuery, useAuditTeamQuery } = historyApi;
