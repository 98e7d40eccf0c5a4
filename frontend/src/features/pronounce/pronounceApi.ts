import { Calls, WORDS_MAX_COUNT } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

/** The guide's words (the pronunciation read model); the live stream refreshes it when it moves. */
export const pronounceApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    pronunciationWords: callQuery(build, Calls.pronounce.getWords),
  }),
});

export const { usePronunciationWordsQuery } = pronounceApi;

/** The page reads the whole guide at once and filters it as the user types (docs/decisions/pronounce.md). */
export const WHOLE_GUIDE = { text: '', start: 0, count: WORDS_MAX_COUNT };
