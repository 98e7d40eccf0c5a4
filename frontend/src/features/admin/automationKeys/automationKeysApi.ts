import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../../api/serverApi';

/** The automation keys, newest first: the keys table. */
export const automationKeysApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    automationKeys: callQuery(build, Calls.admin.getAutomationKeys),
  }),
});

export const { useAutomationKeysQuery } = automationKeysApi;
