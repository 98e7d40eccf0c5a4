import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

/** The signed-in user's saved spellings (the dictionary read model). */
const dictionaryApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    savedWords: callQuery(build, Calls.dictionary.getAllWords),
  }),
});

export const { useSavedWordsQuery } = dictionaryApi;
