// /pronounce/updateWord and /pronounce/deleteWord: spec 001 sections 1 and 6, only a word's creator
// may edit or delete it; anyone else gets 403 with a message, and nothing changes.
import { addWord, after, expectError, guideWords, recordingBy, startPronounceWorld, type PronounceWorld } from './pronounceWorld';

let world: PronounceWorld;
/** Each member's own recording for the guide: a word takes only its creator's. */
let ada: string;
let bob: string;
beforeAll(async () => {
  world = await startPronounceWorld();
  [ada, bob] = await Promise.all([recordingBy(world.ada, 'ada.mp3'), recordingBy(world.bob, 'bob.mp3')]);
});
afterAll(async () => {
  await world?.stop();
});

const ONLY_CREATOR = 'Only the person who added this word may edit or delete it.';

describe('changing a word', () => {
  it('lets its creator change word, audio and phonetics, which getWord then shows', async () => {
    const { wordID } = await addWord(world.ada, 'Cauchy', ada, 'KO-shee');
    const newAudio = await recordingBy(world.ada, 'c2.mp3');
    const updated = await world.ada.client.post('/api/pronounce/updateWord', { wordID, newWord: 'Augustin Cauchy', newAudio, newPhonetics: 'oh-goo-STAN koh-SHEE' });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ok: true });
    const read = await world.bob.client.post('/api/pronounce/getWord', { wordID }, after(updated));
    expect(read.body.word).toMatchObject({ wordID, word: 'Augustin Cauchy', data: { audio: newAudio, phonetics: 'oh-goo-STAN koh-SHEE' }, createdBy: { userID: world.ada.userID } });
  });

  it('keeps the phonetics when newPhonetics is left out', async () => {
    const { wordID } = await addWord(world.ada, 'Poincare', ada, 'pwan-ka-RAY');
    const updated = await world.ada.client.post('/api/pronounce/updateWord', { wordID, newWord: 'Poincaré', newAudio: ada });
    const read = await world.ada.client.post('/api/pronounce/getWord', { wordID }, after(updated));
    expect(read.body.word).toMatchObject({ word: 'Poincaré', data: { phonetics: 'pwan-ka-RAY' } });
  });

  it.each([
    ['someone else', () => world.bob],
    ['the root admin', () => world.admin],
  ])('refuses %s with 403 and its message, and changes nothing', async (_who, who) => {
    const { wordID, answer } = await addWord(world.ada, 'Hilbert', ada, 'HIL-bert');
    const refused = await who().client.post('/api/pronounce/updateWord', { wordID, newWord: 'Hijacked', newAudio: await recordingBy(who(), 'x.mp3') });
    expectError(refused, 403, 'forbidden');
    expect(refused.body.error.msg).toBe(ONLY_CREATOR);
    const read = await world.ada.client.post('/api/pronounce/getWord', { wordID }, after(answer));
    expect(read.body.word).toMatchObject({ word: 'Hilbert', data: { audio: ada, phonetics: 'HIL-bert' } });
  });

  it('answers 400 naming newWord or newAudio when the creator empties them', async () => {
    const { wordID } = await addWord(world.ada, 'Fermat', ada);
    const noWord = await world.ada.client.post('/api/pronounce/updateWord', { wordID, newWord: ' ', newAudio: ada });
    expectError(noWord, 400, 'validation');
    expect(noWord.body.error.fields).toEqual({ newWord: 'Word is required' });
    const noAudio = await world.ada.client.post('/api/pronounce/updateWord', { wordID, newWord: 'Fermat', newAudio: '' });
    expect(Object.keys(noAudio.body.error.fields)).toEqual(['newAudio']);
    const outside = await world.ada.client.post('/api/pronounce/updateWord', { wordID, newWord: 'Fermat', newAudio: 'http://example.com/f.mp3' });
    expect(Object.keys(outside.body.error.fields)).toEqual(['newAudio']);
  });

  it('answers 404 for an unknown word and 401 without a session', async () => {
    expectError(await world.ada.client.post('/api/pronounce/updateWord', { wordID: 'nope', newWord: 'X', newAudio: ada }), 404, 'notFound');
    expectError(await world.anonymous.post('/api/pronounce/updateWord', { wordID: 'nope', newWord: 'X', newAudio: ada }), 401, 'unauthenticated');
  });
});

describe('deleting a word', () => {
  it('lets its creator delete it: it leaves the guide and getWord answers 404', async () => {
    const { wordID } = await addWord(world.bob, 'Gauss', bob);
    const deleted = await world.bob.client.post('/api/pronounce/deleteWord', { wordID });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    expect((await guideWords(world.ada, deleted)).map((w) => w.wordID)).not.toContain(wordID);
    expectError(await world.ada.client.post('/api/pronounce/getWord', { wordID }, after(deleted)), 404, 'notFound');
    expectError(await world.bob.client.post('/api/pronounce/deleteWord', { wordID }), 404, 'notFound');
  });

  it.each([
    ['someone else', () => world.ada],
    ['the root admin', () => world.admin],
  ])('refuses %s with 403 and its message, and the word stays', async (_who, who) => {
    const { wordID, answer } = await addWord(world.bob, 'Riemann', bob);
    const refused = await who().client.post('/api/pronounce/deleteWord', { wordID });
    expectError(refused, 403, 'forbidden');
    expect(refused.body.error.msg).toBe(ONLY_CREATOR);
    expect((await guideWords(world.bob, answer)).map((w) => w.wordID)).toContain(wordID);
  });

  it('answers 401 without a session and 400 without a word id', async () => {
    expectError(await world.anonymous.post('/api/pronounce/deleteWord', { wordID: 'x' }), 401, 'unauthenticated');
    const answer = await world.ada.client.post('/api/pronounce/deleteWord', {});
    expectError(answer, 400, 'validation');
    expect(Object.keys(answer.body.error.fields)).toEqual(['wordID']);
  });
});
