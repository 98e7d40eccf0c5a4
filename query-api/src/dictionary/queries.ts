// The caller's saved spellings, read from the dictionary read model's own table.
import { Calls, DictionaryLimits } from '@wb/contracts';
import type { Pool } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';

export const dictionaryHandlers = (pool: Pool): QueryRoute[] => [
  queryCall(Calls.dictionary.getAllWords, async (_input, asker) => {
    // The list is bounded by decide (maxWords); the limit only states it.
    const { rows } = await pool.query<{ word: string }>('SELECT word FROM dictionary_words WHERE user_id = $1 ORDER BY word_key LIMIT $2', [asker.userID, DictionaryLimits.maxWords]);
    return { words: rows.map((row) => ({ word: row.word })) };
  }),
];
