import { Messages, type PronunciationWord } from '@wb/contracts';
import { ApiError } from '../../api/apiError';
import { runWithFakes, type SagaHarness } from '../../testing/sagaHarness';
import { pronounceApi, WHOLE_GUIDE } from './pronounceApi';
import { watchPronounce } from './pronounceSagas';
import {
  addWordOpened,
  audioFileChosen,
  editWordOpened,
  recordingRequested,
  recordingStopRequested,
  wordDeleteConfirmed,
  wordFormClosed,
  wordSaveRequested,
  wordTyped,
  phoneticsTyped,
} from './pronounceSlice';
import { uploadAudio, UploadError } from './uploadAudio';
import { MicrophoneMessages, RecordingError, startRecording } from './recorder';

// The browser's side of audio (the upload endpoint, the microphone, local blob addresses) is faked;
// the rest (store, reducers, RTK Query, the API client's calls) runs for real against a fake server.
jest.mock('./uploadAudio', () => ({ ...jest.requireActual('./uploadAudio'), uploadAudio: jest.fn() }));
jest.mock('./recorder', () => ({ ...jest.requireActual('./recorder'), startRecording: jest.fn() }));
jest.mock('./localBlob', () => ({ blobAt: async () => new Blob(['bytes']), localUrlOf: () => 'blob:local-recording', releaseLocalUrl: jest.fn() }));

const upload = uploadAudio as jest.MockedFunction<typeof uploadAudio>;
const record = startRecording as jest.MockedFunction<typeof startRecording>;
const blobUrl = (name: string) => `/api/v1/blobs/pronunciation/${name}`;

const wordOf = (word: string, userID = 7): PronunciationWord => ({
  wordID: `w-${word}`,
  word,
  createdOn: '2024-01-01T00:00:00.000Z',
  createdBy: { userID, givenName: 'Ada', familyName: 'Lovelace', avatar: null },
  data: { phonetics: 'OY-ler', audio: blobUrl(`${word}.mp3`) },
});

/** A server whose guide the commands change, as the real one does. */
const server = (initial: PronunciationWord[] = []) => {
  let words = initial;
  return {
    '/pronounce/getWords': () => ({ words, total: words.length }),
    '/pronounce/addWord': (input: unknown) => {
      const { word, audio, phonetics } = input as { word: string; audio: string; phonetics: string };
      words = [...words, { ...wordOf(word), data: { audio, phonetics } }];
      return { wordID: `w-${word}` };
    },
    '/pronounce/updateWord': (input: unknown) => {
      const { wordID, newWord } = input as { wordID: string; newWord: string };
      words = words.map((w) => (w.wordID === wordID ? { ...w, word: newWord } : w));
      return { ok: true };
    },
    '/pronounce/deleteWord': (input: unknown) => {
      words = words.filter((w) => w.wordID !== (input as { wordID: string }).wordID);
      return { ok: true };
    },
  };
};

const showGuide = async (h: SagaHarness) => {
  h.store.dispatch(pronounceApi.endpoints.pronunciationWords.initiate(WHOLE_GUIDE));
  await h.settle();
};
const guide = (h: SagaHarness) => (pronounceApi.endpoints.pronunciationWords.select(WHOLE_GUIDE)(h.state()).data?.words ?? []).map((w) => w.word);
const form = (h: SagaHarness) => h.state().pronounce.form;

beforeEach(() => {
  upload.mockReset();
  record.mockReset();
});

describe('adding a word', () => {
  it('uploads the chosen file, adds the word with its address and shows it in the guide', async () => {
    upload.mockResolvedValue(blobUrl('k1.mp3'));
    const h = runWithFakes(watchPronounce, server());
    await showGuide(h);
    h.dispatch(addWordOpened());
    h.dispatch(wordTyped(' Euler '));
    h.dispatch(phoneticsTyped('OY-ler'));
    h.dispatch(audioFileChosen({ objectUrl: 'blob:chosen', name: 'euler.mp3' }));
    await h.settle(5);
    expect(upload).toHaveBeenCalledWith(expect.any(Blob), 'euler.mp3');
    expect(form(h).audio).toEqual({ status: 'ready', url: blobUrl('k1.mp3'), name: 'euler.mp3', previewUrl: 'blob:chosen' });
    h.dispatch(wordSaveRequested());
    await h.settle(10);
    expect(h.calls.find((c) => c.path === '/pronounce/addWord')?.input).toEqual({ word: 'Euler', audio: blobUrl('k1.mp3'), phonetics: 'OY-ler' });
    expect(form(h).open).toBe(false);
    expect(h.toasts).toContainEqual({ kind: 'success', message: 'Euler added to the guide' });
    expect(guide(h)).toEqual(['Euler']);
    h.task.cancel();
  });

  it('shows under their fields that word and audio are required, and sends nothing', async () => {
    const h = runWithFakes(watchPronounce, server());
    h.dispatch(addWordOpened());
    h.dispatch(wordTyped('   '));
    h.dispatch(wordSaveRequested());
    await h.settle(5);
    expect(form(h).errors).toEqual({ word: Messages.wordRequired, audio: Messages.audioRequired });
    expect(form(h).pending).toBe(false);
    expect(h.callCount('/pronounce/addWord')).toBe(0);
    h.dispatch(wordTyped('Gauss'));
    expect(form(h).errors).toEqual({ audio: Messages.audioRequired });
    h.task.cancel();
  });

  it("refuses a file that is not audio with the spec's 'Wrong file type.' and uploads nothing", async () => {
    const h = runWithFakes(watchPronounce, server());
    h.dispatch(addWordOpened());
    h.dispatch(audioFileChosen({ objectUrl: 'blob:notes', name: 'notes.txt' }));
    await h.settle(5);
    expect(form(h).errors.audio).toBe('Wrong file type.');
    expect(upload).not.toHaveBeenCalled();
    h.task.cancel();
  });

  it("shows a failed upload's message under the audio field", async () => {
    upload.mockRejectedValue(new UploadError('Uh oh, something went wrong with that upload.'));
    const h = runWithFakes(watchPronounce, server());
    h.dispatch(addWordOpened());
    h.dispatch(audioFileChosen({ objectUrl: 'blob:x', name: 'take.wav' }));
    await h.settle(5);
    expect(form(h).audio).toEqual({ status: 'none' });
    expect(form(h).errors.audio).toBe('Uh oh, something went wrong with that upload.');
    h.task.cancel();
  });
});

describe('recording a word', () => {
  const recording = () => {
    const stop = jest.fn(async () => new Blob(['webm'], { type: 'audio/webm' }));
    const cancel = jest.fn();
    record.mockResolvedValue({ stop, cancel });
    return { stop, cancel };
  };

  it('records until Stop, then uploads the webm recording and plays it back', async () => {
    const { stop } = recording();
    upload.mockResolvedValue(blobUrl('rec.webm'));
    const h = runWithFakes(watchPronounce, server());
    h.dispatch(addWordOpened());
    h.dispatch(recordingRequested());
    await h.settle(5);
    expect(form(h).audio).toEqual({ status: 'recording' });
    h.dispatch(recordingStopRequested());
    await h.settle(5);
    expect(stop).toHaveBeenCalled();
    expect(upload).toHaveBeenCalledWith(expect.any(Blob), expect.stringMatching(/^recording-.*\.webm$/));
    expect(form(h).audio).toMatchObject({ status: 'ready', url: blobUrl('rec.webm'), previewUrl: 'blob:local-recording' });
    h.task.cancel();
  });

  it('lets the microphone go and uploads nothing when the form is closed while recording', async () => {
    const { cancel, stop } = recording();
    const h = runWithFakes(watchPronounce, server());
    h.dispatch(addWordOpened());
    h.dispatch(recordingRequested());
    await h.settle(5);
    h.dispatch(wordFormClosed());
    await h.settle(5);
    expect(cancel).toHaveBeenCalled();
    expect(stop).not.toHaveBeenCalled();
    expect(upload).not.toHaveBeenCalled();
    h.task.cancel();
  });

  it('says so under the field when the microphone cannot be used', async () => {
    record.mockRejectedValue(new RecordingError(MicrophoneMessages.refused));
    const h = runWithFakes(watchPronounce, server());
    h.dispatch(addWordOpened());
    h.dispatch(recordingRequested());
    await h.settle(5);
    expect(form(h).errors.audio).toMatch(/microphone could not be used/);
    h.task.cancel();
  });
});

describe('editing and deleting own words', () => {
  it('saves a changed word with its current audio, and shows the change', async () => {
    const euler = wordOf('Euler');
    const h = runWithFakes(watchPronounce, server([euler]));
    await showGuide(h);
    h.dispatch(editWordOpened(euler));
    h.dispatch(wordTyped('Leonhard Euler'));
    h.dispatch(wordSaveRequested());
    await h.settle(10);
    expect(h.calls.find((c) => c.path === '/pronounce/updateWord')?.input).toEqual({
      wordID: euler.wordID,
      newWord: 'Leonhard Euler',
      newAudio: euler.data.audio,
      newPhonetics: 'OY-ler',
    });
    expect(guide(h)).toEqual(['Leonhard Euler']);
    h.task.cancel();
  });

  it("shows the server's field reason under the field it names", async () => {
    const euler = wordOf('Euler');
    const handlers = server([euler]);
    handlers['/pronounce/updateWord'] = () => {
      throw new ApiError('Word is required', 400, 'validation', {}, { newWord: 'Word is required' });
    };
    const h = runWithFakes(watchPronounce, handlers);
    h.dispatch(editWordOpened(euler));
    h.dispatch(wordSaveRequested());
    await h.settle(10);
    expect(form(h)).toMatchObject({ open: true, pending: false, errors: { word: 'Word is required' } });
    expect(h.toasts).toEqual([]);
    h.task.cancel();
  });

  it('deletes a confirmed word and it leaves the guide', async () => {
    const h = runWithFakes(watchPronounce, server([wordOf('Euler'), wordOf('Gauss')]));
    await showGuide(h);
    h.dispatch(wordDeleteConfirmed({ wordID: 'w-Euler', word: 'Euler' }));
    await h.settle(10);
    expect(h.calls.find((c) => c.path === '/pronounce/deleteWord')?.input).toEqual({ wordID: 'w-Euler' });
    expect(guide(h)).toEqual(['Gauss']);
    expect(h.toasts).toContainEqual({ kind: 'success', message: 'Euler deleted' });
    expect(h.state().pronounce.deleting).toEqual([]);
    h.task.cancel();
  });
});
