// /dictionary/getAllWords, /dictionary/addWord, /dictionary/removeWord (spec 002 section 7): each
// signed-in user's own saved spellings.
import { DictionaryLimits } from '@wb/contracts';
import { after, expectError, expectFieldErrors } from '../shared/answers';
import { startCast, type Person, type World } from '../shared/people';
import type { Answer } from '../../testing/httpClient';

let world: World & { ada: Person; bob: Person };
beforeAll(async () => {
  const { add, ...cast } = await startCast();
  world = { ...cast, ada: await add({ userID: 2, givenName: 'Ada', familyName: 'Lovelace' }), bob: await add({ userID: 3, givenName: 'Bob', familyName: 'Marley' }) };
});
afterAll(async () => {
  await world?.stop();
});

const wordsOf = async (who: Person, since?: Answer): Promise<unknown> => {
  const answer = await who.client.post('/api/dictionary/getAllWords', {}, since ? after(since) : {});
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('saved spellings', () => {
  it('lists the words saved, alphabetically, each with a word, as the user typed them but trimmed', async () => {
    const first = await world.ada.client.post('/api/dictionary/addWord', { word: 'storyboard' });
    expect(first.status).toBe(200);
    // The user is new, so the first read waits for the command's position (the users read model included).
    expect(await wordsOf(world.ada, first)).toEqual({ words: [{ word: 'storyboard' }] });
    const saved = await world.ada.client.post('/api/dictionary/addWord', { word: ' Konva ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ok: true });
    expect(saved.headers.get('X-Position')).toMatch(/^\d+$/);
    expect(await wordsOf(world.ada, saved)).toEqual({ words: [{ word: 'Konva' }, { word: 'storyboard' }] });
  });

  it("keeps each user's list to themselves", async () => {
    const saved = await world.bob.client.post('/api/dictionary/addWord', { word: 'Marleyism' });
    expect(await wordsOf(world.bob, saved)).toEqual({ words: [{ word: 'Marleyism' }] });
    expect(await wordsOf(world.ada, saved)).not.toEqual(expect.objectContaining({ words: expect.arrayContaining([{ word: 'Marleyism' }]) }));
  });

  it('saves a word once whatever its case, and removes it whatever its case', async () => {
    const before = await world.app.lastEventPosition();
    const again = await world.ada.client.post('/api/dictionary/addWord', { word: 'KONVA' });
    expect(again.status).toBe(200);
    expect(await world.app.lastEventPosition()).toEqual(before);
    const removed = await world.ada.client.post('/api/dictionary/removeWord', { word: 'konva' });
    expect(removed.status).toBe(200);
    expect(await wordsOf(world.ada, removed)).toEqual({ words: [{ word: 'storyboard' }] });
  });

  it('answers ok and changes nothing when removing a word not saved', async () => {
    const before = await world.app.lastEventPosition();
    const answer = await world.ada.client.post('/api/dictionary/removeWord', { word: 'neverSaved' });
    expect(answer.status).toBe(200);
    expect(await world.app.lastEventPosition()).toEqual(before);
  });

  it.each([
    ['an empty word', { word: '  ' }],
    ['two words', { word: 'two words' }],
    ['a word longer than the bound', { word: 'a'.repeat(DictionaryLimits.maxWordLength + 1) }],
    ['no word', {}],
    ['a number for a word', { word: 42 }],
  ])('refuses %s with 400 naming word, and saves nothing', async (_case, body) => {
    const before = await world.app.lastEventPosition();
    expectFieldErrors(await world.ada.client.post('/api/dictionary/addWord', body), ['word']);
    expectFieldErrors(await world.ada.client.post('/api/dictionary/removeWord', body), ['word']);
    expect(await world.app.lastEventPosition()).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    expectError(await world.anonymous.post('/api/dictionary/addWord', { word: 'Anonymous' }), 401, 'unauthenticated');
    expectError(await world.anonymous.post('/api/dictionary/getAllWords', {}), 401, 'unauthenticated');
  });
});
