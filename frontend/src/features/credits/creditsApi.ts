// The credits as the server has them: the editor's (getCreditsData) and the exporter page's, which
// reads them with the automation key of its address (getExporterCredits). Each page explains its own
// failures.
import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

export const creditsApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    creditsData: callQuery(build, Calls.project.getCreditsData, { screenShows: 'all' }),
    exporterCredits: callQuery(build, Calls.exporter.getExporterCredits, { screenShows: 'all' }),
  }),
});

export const { useCreditsDataQuery, useExporterCreditsQuery } = creditsApi;
