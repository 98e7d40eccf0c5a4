import { createHarness, type Harness } from '../testing/harness';
import { dictionaryProjection } from './projection';

const WORDS = 'SELECT user_id, word FROM dictionary_words ORDER BY user_id, word_key';

describe('dictionary projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it("given words saved and removed by two users, expect each user's remaining words", async () => {
    await h.append('dictionary-7', { type: 'DictionaryWordAdded', data: { userID: 7, word: 'Konva' } });
    await h.append('dictionary-7', { type: 'DictionaryWordAdded', data: { userID: 7, word: 'keyframe' } });
    await h.append('dictionary-8', { type: 'DictionaryWordAdded', data: { userID: 8, word: 'Konva' } });
    await h.append('dictionary-7', { type: 'DictionaryWordRemoved', data: { userID: 7, word: 'Konva' } });
    const last = await h.append('dictionary-8', { type: 'DictionaryWordAdded', data: { userID: 8, word: 'storyboard' } });
    const runner = await h.run([dictionaryProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    expect(await h.rows(WORDS)).toEqual([
      { user_id: 7, word: 'keyframe' },
      { user_id: 8, word: 'Konva' },
      { user_id: 8, word: 'storyboard' },
    ]);
    expect(await h.rows('SELECT count(*)::int AS parked FROM projection_parked')).toEqual([{ parked: 0 }]);
    await runner.stop();
  });
});
