import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

/**
 * A check of one text, cached by the text: typing back to an earlier text asks nothing. Spec 002
 * section 8: the text checker has no user-facing error messages, so the page explains its failures.
 */
const textCheckerApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    textCheck: callQuery(build, Calls.checkTextAlex.check, { screenShows: 'all' }),
  }),
});

export const { useTextCheckQuery } = textCheckerApi;
