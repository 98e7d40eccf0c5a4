// A word's audio is its creator's own recording for the guide (issue 16): every team member hears a
// word, and so may read the file it names. /pronounce/addWord and /pronounce/updateWord refuse another
// user's upload, an address where nothing is stored and the caller's own upload made for something
// else, with 400 naming audio (newAudio) and nothing recorded; the caller's own recording is taken.
import { uploadedFile } from '../assets/storedUploads';
import { NO_FILE, addWord, after, expectError, recordingBy, startPronounceWorld, type PronounceWorld } from './pronounceWorld';

jest.setTimeout(60_000);

let world: PronounceWorld;
beforeAll(async () => {
  world = await startPronounceWorld();
});
afterAll(async () => {
  await world?.stop();
});

const SOMEONE_ELSES = 'That file was uploaded by someone else: upload it yourself.';
const NO_STORED_FILE = 'No file is stored at that address.';
const NOT_A_RECORDING = 'The audio must be a recording uploaded for the pronunciation guide (mp3, wav, ogg, webm).';

/** The refusals every call that sets a word's audio gives, by what the audio is. */
const refusals = async (): Promise<[string, string, string][]> => [
  ["another user's recording", await recordingBy(world.bob, 'bobs.mp3'), SOMEONE_ELSES],
  ['an address where nothing is stored', NO_FILE, NO_STORED_FILE],
  ["the caller's own upload made as an avatar", (await uploadedFile(world.ada, 'me.png', 'avatar')).url, NOT_A_RECORDING],
];

describe('adding a word', () => {
  it("refuses audio that is not the caller's own recording, naming audio, and adds nothing", async () => {
    for (const [what, audio, message] of await refusals()) {
      const before = await world.app.lastEventPosition();
      const answer = await world.ada.client.post('/api/pronounce/addWord', { word: 'Borrowed', audio });
      expectError(answer, 400, 'validation');
      expect({ what, error: answer.body.error }).toEqual({ what, error: expect.objectContaining({ msg: message, fields: { audio: message } }) });
      expect(await world.app.lastEventPosition()).toEqual(before);
    }
  });

  it("takes the caller's own recording, and the word then plays it to everyone", async () => {
    const audio = await recordingBy(world.ada, 'own.mp3');
    const { wordID, answer } = await addWord(world.ada, 'Owned', audio);
    const seen = await world.bob.client.post('/api/pronounce/getWord', { wordID }, after(answer));
    expect(seen.body.word.data.audio).toBe(audio);
    expect((await world.bob.client.get(audio, after(answer))).status).toBe(200);
  });
});

describe('changing a word', () => {
  it("refuses new audio that is not the caller's own recording, naming newAudio, and changes nothing", async () => {
    const audio = await recordingBy(world.ada, 'kept.mp3');
    const { wordID } = await addWord(world.ada, 'Kept', audio);
    for (const [what, newAudio, message] of await refusals()) {
      const before = await world.app.lastEventPosition();
      const answer = await world.ada.client.post('/api/pronounce/updateWord', { wordID, newWord: 'Kept', newAudio });
      expectError(answer, 400, 'validation');
      expect({ what, error: answer.body.error }).toEqual({ what, error: expect.objectContaining({ msg: message, fields: { newAudio: message } }) });
      expect(await world.app.lastEventPosition()).toEqual(before);
    }
    const read = await world.ada.client.post('/api/pronounce/getWord', { wordID });
    expect(read.body.word.data.audio).toBe(audio);
  });

  it("takes the caller's own new recording, and keeps the one it has when only the word changes", async () => {
    const { wordID } = await addWord(world.ada, 'Renewed', await recordingBy(world.ada, 'first.mp3'));
    const second = await recordingBy(world.ada, 'second.mp3');
    const changed = await world.ada.client.post('/api/pronounce/updateWord', { wordID, newWord: 'Renewed', newAudio: second });
    expect(changed.status).toBe(200);
    const renamed = await world.ada.client.post('/api/pronounce/updateWord', { wordID, newWord: 'Renewed again', newAudio: second }, after(changed));
    expect(renamed.status).toBe(200);
    const read = await world.bob.client.post('/api/pronounce/getWord', { wordID }, after(renamed));
    expect(read.body.word).toMatchObject({ word: 'Renewed again', data: { audio: second } });
  });
});
