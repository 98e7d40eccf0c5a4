import { createHarness, type Harness } from '../testing/harness';
import { pronunciationProjection } from './projection';

const audio = (name: string) => `/api/v1/blobs/pronunciation/${name}`;
const WORDS = `SELECT word_id, word, phonetics, audio, created_on, created_by, given_name, family_name, avatar
               FROM pronunciation_words ORDER BY word_lower, word_id`;

describe('pronunciation projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given words added, updated and deleted, expect one row per remaining word with its creator', async () => {
    await h.append('user-7', { type: 'UserAdded', data: { userID: 7, email: 'ada@example.com', givenName: 'Ada', familyName: 'Lovelace' } });
    await h.append('user-7', { type: 'UserAvatarChanged', data: { userID: 7, src: 'https://example.com/ada.png' } });
    await h.append('pronunciation-w1', { type: 'WordAdded', data: { wordID: 'w1', word: 'Euler', phonetics: 'OY-ler', audio: audio('a.mp3'), createdBy: 7 } }, { time: '2024-03-01T10:00:00.000Z' });
    await h.append('pronunciation-w2', { type: 'WordAdded', data: { wordID: 'w2', word: 'cauchy', phonetics: '', audio: audio('b.wav'), createdBy: 7 } }, { time: '2024-03-02T10:00:00.000Z' });
    await h.append('pronunciation-w3', { type: 'WordAdded', data: { wordID: 'w3', word: 'Gauss', phonetics: 'GOWSS', audio: audio('c.ogg'), createdBy: 7 } });
    await h.append('pronunciation-w2', { type: 'WordUpdated', data: { wordID: 'w2', word: 'Cauchy', phonetics: 'koh-SHEE', audio: audio('d.webm') } });
    const last = await h.append('pronunciation-w3', { type: 'WordDeleted', data: { wordID: 'w3' } });
    const runner = await h.run([pronunciationProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    const ada = { created_by: 7, given_name: 'Ada', family_name: 'Lovelace', avatar: 'https://example.com/ada.png' };
    expect(await h.rows(WORDS)).toEqual([
      { word_id: 'w2', word: 'Cauchy', phonetics: 'koh-SHEE', audio: audio('d.webm'), created_on: new Date('2024-03-02T10:00:00.000Z'), ...ada },
      { word_id: 'w1', word: 'Euler', phonetics: 'OY-ler', audio: audio('a.mp3'), created_on: new Date('2024-03-01T10:00:00.000Z'), ...ada },
    ]);
    expect(await h.rows('SELECT count(*)::int AS parked FROM projection_parked')).toEqual([{ parked: 0 }]);
    await runner.stop();
  });

  it("given a creator's new avatar, expect it on every word they added and on no one else's", async () => {
    await h.append('user-8', { type: 'UserAdded', data: { userID: 8, email: 'carl@example.com', givenName: 'Carl', familyName: 'Gauss' } });
    await h.append('pronunciation-w4', { type: 'WordAdded', data: { wordID: 'w4', word: 'Riemann', phonetics: 'REE-mahn', audio: audio('e.mp3'), createdBy: 8 } });
    const runner = await h.run([pronunciationProjection]);
    const changed = await h.append('user-7', { type: 'UserAvatarChanged', data: { userID: 7, src: 'https://example.com/ada-2.png' } });
    expect(await runner.waitForPosition(changed, 5000)).toBe(true);
    expect(await h.rows('SELECT word_id, given_name, avatar FROM pronunciation_words ORDER BY word_id')).toEqual([
      { word_id: 'w1', given_name: 'Ada', avatar: 'https://example.com/ada-2.png' },
      { word_id: 'w2', given_name: 'Ada', avatar: 'https://example.com/ada-2.png' },
      { word_id: 'w4', given_name: 'Carl', avatar: null },
    ]);
    await runner.stop();
  });

  it('parks an update of a word it never saw added, and goes on', async () => {
    await h.append('pronunciation-ghost', { type: 'WordUpdated', data: { wordID: 'ghost', word: 'Ghost', phonetics: '', audio: audio('g.mp3') } });
    const runner = await h.run([pronunciationProjection]);
    const next = await h.append('pronunciation-w5', { type: 'WordAdded', data: { wordID: 'w5', word: 'Noether', phonetics: 'NUR-ter', audio: audio('n.mp3'), createdBy: 8 } });
    expect(await runner.waitForPosition(next, 5000)).toBe(true);
    expect(await h.rows("SELECT event_type FROM projection_parked WHERE projection = 'pronunciation'")).toEqual([{ event_type: 'WordUpdated' }]);
    expect(await h.rows("SELECT word FROM pronunciation_words WHERE word_id = 'w5'")).toEqual([{ word: 'Noether' }]);
    await runner.stop();
  });
});
