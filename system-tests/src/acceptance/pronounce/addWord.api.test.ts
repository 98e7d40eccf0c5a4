// /pronounce/addWord, /pronounce/getWord and the guide's list /pronounce/getWords: spec 001 sections 1
// (any team member adds words), 3 (the Pronunciation word), 5 (word and audio required) and 7.
import { uploadedFile } from '../assets/storedUploads';
import { addWord, after, expectError, guideWords, recordingBy, startPronounceWorld, type PronounceWorld } from './pronounceWorld';

let world: PronounceWorld;
/** Ada's own recording, for the cases where only another field is wrong. */
let adasRecording: string;
beforeAll(async () => {
  world = await startPronounceWorld();
  adasRecording = await recordingBy(world.ada);
});
afterAll(async () => {
  await world?.stop();
});

describe('adding a word', () => {
  it('answers {wordID} with an X-Position, and getWord at once shows the word as the spec shapes it', async () => {
    const audio = await recordingBy(world.ada, 'euler.mp3');
    const added = await world.ada.client.post('/api/pronounce/addWord', { word: 'Euler', audio, phonetics: 'OY-ler' });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ wordID: expect.stringMatching(/\S/) });
    expect(added.headers.get('X-Position')).toMatch(/^\d+$/);
    const read = await world.ada.client.post('/api/pronounce/getWord', { wordID: added.body.wordID }, after(added));
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      word: {
        wordID: added.body.wordID,
        word: 'Euler',
        createdOn: expect.any(String),
        createdBy: { userID: world.ada.userID, givenName: 'Ada', familyName: 'Lovelace', avatar: null },
        data: { phonetics: 'OY-ler', audio },
      },
    });
    expect(Date.now() - Date.parse(read.body.word.createdOn)).toBeLessThan(60_000);
  });

  it('lets any signed-in team member add one, without any grant, and shows it to everyone', async () => {
    const { wordID, answer } = await addWord(world.bob, 'Nguyen', await recordingBy(world.bob, 'nguyen.mp3'));
    const seen = await world.ada.client.post('/api/pronounce/getWord', { wordID }, after(answer));
    expect(seen.body.word).toMatchObject({ word: 'Nguyen', createdBy: { userID: world.bob.userID, givenName: 'Bob', familyName: 'Marley' }, data: { phonetics: '' } });
  });

  it("shows the creator's avatar, and a new avatar on the words they added before", async () => {
    const { wordID } = await addWord(world.bob, 'Siobhan', await recordingBy(world.bob, 'siobhan.mp3'), 'shiv-AWN');
    const avatar = (await uploadedFile(world.bob, 'bob.png', 'avatar')).url;
    const changed = await world.bob.client.post('/api/user/updateAvatar', { src: avatar });
    expect(changed.status).toBe(200);
    const read = await world.ada.client.post('/api/pronounce/getWord', { wordID }, after(changed));
    expect(read.body.word.createdBy).toEqual({ userID: world.bob.userID, givenName: 'Bob', familyName: 'Marley', avatar });
  });

  it('answers 401 without a session and adds nothing', async () => {
    const before = await world.app.lastEventPosition();
    const answer = await world.anonymous.post('/api/pronounce/addWord', { word: 'Anonymous', audio: adasRecording });
    expectError(answer, 401, 'unauthenticated');
    expect(await world.app.lastEventPosition()).toEqual(before);
  });

  // 'own' stands for Ada's own recording, uploaded once beforeAll has run.
  it.each<[string, Record<string, unknown>, string]>([
    ['no word', { audio: 'own' }, 'word'],
    ['an empty word', { word: '', audio: 'own' }, 'word'],
    ['a blank word', { word: '   ', audio: 'own' }, 'word'],
    ['a word of invisible characters', { word: '\u200B\u200B', audio: 'own' }, 'word'],
    ['a word of 10,000 characters', { word: 'x'.repeat(10_000), audio: 'own' }, 'word'],
    ['no audio', { word: 'Silent' }, 'audio'],
    ['an empty audio', { word: 'Silent', audio: '' }, 'audio'],
    ['audio on another server', { word: 'Elsewhere', audio: 'https://evil.example.com/a.mp3' }, 'audio'],
    ['audio with a scheme', { word: 'Script', audio: 'javascript:alert(1)' }, 'audio'],
    ['audio that climbs out of the blobs', { word: 'Climb', audio: '/api/v1/blobs/../admin/a.mp3' }, 'audio'],
    ['audio that is not a blob address', { word: 'Other', audio: '/api/pronounce/getWords' }, 'audio'],
    ['audio with a query', { word: 'Query', audio: 'own?x=1' }, 'audio'],
    ['phonetics that are not text', { word: 'Number', audio: 'own', phonetics: 42 }, 'phonetics'],
  ])('answers 400 naming the field for %s, and adds nothing', async (_case, body, field) => {
    const before = await world.app.lastEventPosition();
    const audio = typeof body.audio === 'string' ? body.audio.replace(/^own/, adasRecording) : body.audio;
    const answer = await world.ada.client.post('/api/pronounce/addWord', { ...body, audio });
    expectError(answer, 400, 'validation');
    expect(answer.body.error.fields?.[field]).toEqual(expect.stringMatching(/\S/));
    expect(await world.app.lastEventPosition()).toEqual(before);
  });

  it('says word and audio are required in words a person understands', async () => {
    const answer = await world.ada.client.post('/api/pronounce/addWord', { word: '', audio: '' });
    expect(answer.body.error.fields).toEqual({ word: 'Word is required', audio: 'Audio is required: upload a file or record one' });
  });

  it('adds one word for a request sent twice with one Idempotency-Key', async () => {
    const headers = { 'Idempotency-Key': 'add-zhang-once' };
    const audio = await recordingBy(world.ada, 'zhang.mp3');
    const first = await world.ada.client.post('/api/pronounce/addWord', { word: 'Zhang', audio }, headers);
    const second = await world.ada.client.post('/api/pronounce/addWord', { word: 'Zhang', audio }, headers);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect((await guideWords(world.ada, second)).filter((w) => w.word === 'Zhang')).toHaveLength(1);
  });
});

describe('reading the guide', () => {
  it('lists the words alphabetically whatever their case, with the total', async () => {
    const last = await addWord(world.ada, 'aardvark', adasRecording);
    const answer = await world.bob.client.post('/api/pronounce/getWords', {}, after(last.answer));
    expect(answer.status).toBe(200);
    const words = (answer.body.words as { word: string }[]).map((w) => w.word);
    expect(words).toEqual([...words].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(words[0]).toBe('aardvark');
    expect(answer.body.total).toBe(words.length);
  });

  it('finds the words containing a text, whatever the case, and takes % and _ literally', async () => {
    const last = await addWord(world.ada, 'Leonhard Euler', adasRecording);
    expect((await guideWords(world.bob, last.answer, { text: 'EULER' })).map((w) => w.word)).toEqual(['Euler', 'Leonhard Euler']);
    expect(await guideWords(world.bob, last.answer, { text: '%' })).toEqual([]);
    expect(await guideWords(world.bob, last.answer, { text: '_' })).toEqual([]);
  });

  it('pages the list with start and count', async () => {
    const all = await guideWords(world.ada);
    const page = await world.ada.client.post('/api/pronounce/getWords', { start: 1, count: 2 });
    expect(page.body.words).toEqual(all.slice(1, 3));
    expect(page.body.total).toBe(all.length);
    const past = await world.ada.client.post('/api/pronounce/getWords', { start: 500 });
    expect(past.body).toEqual({ words: [], total: all.length });
  });

  it.each([
    ['a text that is not text', { text: 5 }, 'text'],
    ['a negative start', { start: -1 }, 'start'],
    ['a count of 0', { count: 0 }, 'count'],
    ['a count above 1,000', { count: 1001 }, 'count'],
  ])('answers 400 naming the field for %s', async (_case, body, field) => {
    const answer = await world.ada.client.post('/api/pronounce/getWords', body);
    expectError(answer, 400, 'validation');
    expect(Object.keys(answer.body.error.fields)).toEqual([field]);
  });

  it('answers 404 for an unknown word', async () => {
    expectError(await world.ada.client.post('/api/pronounce/getWord', { wordID: 'no-such-word' }), 404, 'notFound');
  });

  it('answers 401 without a session', async () => {
    expectError(await world.anonymous.post('/api/pronounce/getWords', {}), 401, 'unauthenticated');
    expectError(await world.anonymous.post('/api/pronounce/getWord', { wordID: 'x' }), 401, 'unauthenticated');
  });
});
