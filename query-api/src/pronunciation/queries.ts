// The pronunciation guide, read from the pronunciation read model's own table (its projector copies
// each creator's names and avatar into the word rows).
import { Calls, Messages, type PronunciationWord } from '@wb/contracts';
import { ApiError, type Pool } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';

interface WordRow {
  word_id: string;
  word: string;
  phonetics: string;
  audio: string;
  created_on: Date;
  created_by: number;
  given_name: string;
  family_name: string;
  avatar: string | null;
}

const COLUMNS = 'word_id, word, phonetics, audio, created_on, created_by, given_name, family_name, avatar';

const toWord = (row: WordRow): PronunciationWord => ({
  wordID: row.word_id,
  word: row.word,
  createdOn: row.created_on.toISOString(),
  createdBy: { userID: row.created_by, givenName: row.given_name, familyName: row.family_name, avatar: row.avatar },
  data: { phonetics: row.phonetics, audio: row.audio },
});

/** LIKE's own characters in typed text match themselves. */
const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const pronunciationHandlers = (pool: Pool): QueryRoute[] => [
  queryCall(Calls.pronounce.getWord, async (input) => {
    const { rows } = await pool.query<WordRow>(`SELECT ${COLUMNS} FROM pronunciation_words WHERE word_id = $1`, [input.wordID]);
    const row = rows[0];
    if (!row) throw new ApiError('notFound', Messages.wordNotFound);
    return { word: toWord(row) };
  }),

  queryCall(Calls.pronounce.getWords, async (input) => {
    // Alphabetical, as a guide reads; the text finds words containing it, whatever the case.
    const pattern = input.text === '' ? null : `%${likeEscaped(input.text.toLowerCase())}%`;
    const { rows } = await pool.query<WordRow & { total: number }>(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM pronunciation_words
       WHERE $1::text IS NULL OR word_lower LIKE $1
       ORDER BY word_lower, word_id OFFSET $2 LIMIT $3`,
      [pattern, input.start, input.count],
    );
    // A page past the end has no rows to carry the total; count it then.
    const total = rows[0]?.total ?? (input.start === 0 ? 0 : await countWords(pool, pattern));
    return { words: rows.map(toWord), total };
  }),
];

const countWords = async (pool: Pool, pattern: string | null): Promise<number> => {
  const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM pronunciation_words WHERE $1::text IS NULL OR word_lower LIKE $1', [pattern]);
  return rows[0]?.n ?? 0;
};
