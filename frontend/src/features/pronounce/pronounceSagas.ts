// The pronunciation guide's workflows: audio chosen or recorded, then uploaded, then the word added or
// changed; and delete. The list itself is a query (pronounceApi.ts), refreshed after each own write.
import { all, call, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { Calls, type ReadModelName } from '@wb/contracts';
import { toApiError } from '../../api/apiError';
import { callApi, notifySuccess, refreshAfterOwnWrite, reportError, type Saga } from '../../app/sagaHelpers';
import { isAcceptedAudio, recordingFileName, UploadMessages } from './audioFile';
import { blobAt, localUrlOf, releaseLocalUrl } from './localBlob';
import { RecordingError, startRecording, type Recording } from './recorder';
import { UploadError, uploadAudio } from './uploadAudio';
import {
  addWordOpened,
  audioFailed,
  audioFileChosen,
  audioReady,
  audioRemoved,
  audioUploadStarted,
  editWordOpened,
  recordingRequested,
  recordingStarted,
  recordingStopRequested,
  selectWordForm,
  wordDeleteConfirmed,
  wordDeleteFinished,
  wordFormClosed,
  wordSaved,
  wordSaveFailed,
  wordSaveRefused,
  wordSaveRequested,
  type WordForm,
  type WordFormErrors,
} from './pronounceSlice';

const PRONUNCIATION: readonly ReadModelName[] = ['pronunciation'];
/** Leaving the form (or opening it anew) ends whatever its audio was doing. */
const FORM_LEFT = [wordFormClosed.type, addWordOpened.type, editWordOpened.type];

/** What the audio field says: an upload's or the microphone's own message, else the spec's upload failure. */
const errorMessageOf = (e: unknown): string => (e instanceof UploadError || e instanceof RecordingError ? e.message : UploadMessages.uploadFailed);

function* upload(blob: Blob, name: string, previewUrl: string): Saga {
  yield put(audioUploadStarted(name));
  const url = (yield call(uploadAudio, blob, name)) as string;
  yield put(audioReady({ url, name, previewUrl }));
}

export function* uploadChosenFile(action: ReturnType<typeof audioFileChosen>): Saga {
  const { objectUrl, name } = action.payload;
  if (!isAcceptedAudio(name)) {
    yield call(releaseLocalUrl, objectUrl);
    yield put(audioFailed(UploadMessages.wrongFileType));
    return;
  }
  try {
    const blob = (yield call(blobAt, objectUrl)) as Blob;
    const { left } = (yield race({ done: call(upload, blob, name, objectUrl), left: take(FORM_LEFT) })) as { left?: unknown };
    if (left) yield call(releaseLocalUrl, objectUrl);
  } catch (e) {
    yield call(releaseLocalUrl, objectUrl);
    yield put(audioFailed(errorMessageOf(e)));
  }
}

/**
 * The form's player plays a local copy of new audio; once the form shows other audio (or closes),
 * the copy is let go.
 */
function* releaseReplacedAudio(): Saga {
  let shown: string | null = null;
  for (;;) {
    yield take([audioReady.type, audioRemoved.type, audioFailed.type, audioUploadStarted.type, recordingStarted.type, wordSaved.type, ...FORM_LEFT]);
    const form = (yield select(selectWordForm)) as WordForm;
    const now = form.audio.status === 'ready' ? form.audio.previewUrl : null;
    if (shown !== null && shown !== now) yield call(releaseLocalUrl, shown);
    shown = now;
  }
}

export function* recordAudio(): Saga {
  let recording: Recording;
  try {
    recording = (yield call(startRecording)) as Recording;
  } catch (e) {
    yield put(audioFailed(errorMessageOf(e)));
    return;
  }
  yield put(recordingStarted());
  let stopped = false;
  try {
    const { left } = (yield race({ stop: take(recordingStopRequested.type), left: take(FORM_LEFT) })) as { left?: unknown };
    if (left) return;
    const blob = (yield call([recording, recording.stop])) as Blob;
    stopped = true;
    const previewUrl = (yield call(localUrlOf, blob)) as string;
    yield race({ done: call(upload, blob, recordingFileName(new Date()), previewUrl), left: take(FORM_LEFT) });
  } catch (e) {
    yield put(audioFailed(errorMessageOf(e)));
  } finally {
    // Left, or replaced by another choice (takeLatest cancels this saga): the microphone is let go.
    if (!stopped) recording.cancel();
  }
}

/** A 400's field reasons, under the form's names (updateWord calls them newWord, newAudio, newPhonetics). */
const formFieldsOf = (fields: Record<string, string>): WordFormErrors => {
  const errors: WordFormErrors = {};
  for (const [field, reason] of Object.entries(fields)) {
    const name = field.replace(/^new/, '').toLowerCase();
    if (name === 'word' || name === 'phonetics' || name === 'audio') errors[name] = reason;
  }
  return errors;
};

export function* saveWord(): Saga {
  const form = (yield select(selectWordForm)) as WordForm;
  // The reducer found something missing: the form shows it, nothing is sent.
  if (!form.pending || form.audio.status !== 'ready') return;
  const word = form.word.trim();
  try {
    if (form.wordID === null) {
      yield* callApi(Calls.pronounce.addWord, { word, audio: form.audio.url, phonetics: form.phonetics.trim() });
    } else {
      yield* callApi(Calls.pronounce.updateWord, { wordID: form.wordID, newWord: word, newAudio: form.audio.url, newPhonetics: form.phonetics.trim() });
    }
    yield put(wordSaved());
    yield* notifySuccess(form.wordID === null ? `${word} added to the guide` : `${word} saved`);
    yield* refreshAfterOwnWrite(PRONUNCIATION);
  } catch (e) {
    const error = toApiError(e);
    const fields = formFieldsOf(error.fields);
    if (error.status === 400 && Object.keys(fields).length > 0) {
      yield put(wordSaveRefused(fields));
      return;
    }
    yield put(wordSaveFailed());
    yield* reportError(e);
  }
}

export function* deleteWord(action: ReturnType<typeof wordDeleteConfirmed>): Saga {
  const { wordID, word } = action.payload;
  try {
    yield* callApi(Calls.pronounce.deleteWord, { wordID });
    yield* notifySuccess(`${word} deleted`);
    yield* refreshAfterOwnWrite(PRONUNCIATION);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(wordDeleteFinished(wordID));
  }
}

export function* watchPronounce(): Saga {
  yield all([
    // One audio at a time: a new choice or recording replaces the one under way.
    takeLatest([audioFileChosen.type, recordingRequested.type], function* (action: ReturnType<typeof audioFileChosen> | ReturnType<typeof recordingRequested>): Saga {
      if (audioFileChosen.match(action)) yield* uploadChosenFile(action);
      else yield* recordAudio();
    }),
    takeLatest(wordSaveRequested.type, saveWord),
    takeEvery(wordDeleteConfirmed.type, deleteWord),
    releaseReplacedAudio(),
  ]);
}
