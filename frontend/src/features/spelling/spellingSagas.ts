// Saving a misspelled word and deleting a saved one: the command, then the saved list refreshed. A
// dismissal (or a deleted word that counts again) is written to the browser's copy of the user's list.
import { all, call, put, select, takeEvery } from 'redux-saga/effects';
import { Calls, type ReadModelName } from '@wb/contracts';
import { callApi, refreshAfterOwnWrite, reportError, type Saga } from '../../app/sagaHelpers';
import { writeDismissedWords } from './dismissedWords';
import { misspelledWordDismissed, savedWordDeleteRequested, selectDismissedFor, selectDismissedWords, wordChangeFinished, wordSaveRequested } from './spellingSlice';

const DICTIONARY: readonly ReadModelName[] = ['dictionary'];

export function* saveWord(action: ReturnType<typeof wordSaveRequested>): Saga {
  try {
    yield* callApi(Calls.dictionary.addWord, { word: action.payload });
    yield* refreshAfterOwnWrite(DICTIONARY);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(wordChangeFinished(action.payload));
  }
}

export function* deleteSavedWord(action: ReturnType<typeof savedWordDeleteRequested>): Saga {
  try {
    yield* callApi(Calls.dictionary.removeWord, { word: action.payload });
    yield* refreshAfterOwnWrite(DICTIONARY);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(wordChangeFinished(action.payload));
  }
}

export function* keepDismissedWords(): Saga {
  const userID = (yield select(selectDismissedFor)) as ReturnType<typeof selectDismissedFor>;
  if (userID === null) return;
  const words = (yield select(selectDismissedWords)) as ReturnType<typeof selectDismissedWords>;
  yield call(writeDismissedWords, userID, words);
}

export function* watchSpelling(): Saga {
  yield all([
    takeEvery(wordSaveRequested.type, saveWord),
    takeEvery(savedWordDeleteRequested.type, deleteSavedWord),
    takeEvery([misspelledWordDismissed.type, savedWordDeleteRequested.type], keepDismissedWords),
  ]);
}
