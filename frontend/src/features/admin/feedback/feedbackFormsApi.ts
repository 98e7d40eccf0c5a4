import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../../api/serverApi';

/** The submitted feedback forms (reads feedback: the live stream refreshes them when one is sent). */
export const feedbackFormsApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    feedbackForms: callQuery(build, Calls.v0.getFeedbackForms),
  }),
});

export const { useFeedbackFormsQuery } = feedbackFormsApi;
