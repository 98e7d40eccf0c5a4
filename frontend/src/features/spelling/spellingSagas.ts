// Saving a misspelled word and deleting a saved one: the command, then the saved list refreshed.
import { all, put, takeEvery } from 'redux-saga/effects';
import { Calls, type ReadModelName } from '@wb/contracts';
import { callApi, refreshAfterOwnWrite, reportError, type Saga } from '../../app/sagaHelpers';
import { savedWordDeleteRequested, wordChangeFinished, wordSaveRequested } from './spellingSlice';

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

export function* watchSpelling(): Saga {
  yield all([takeEvery(wordSaveRequested.type, saveWord), takeEvery(savedWordDeleteRequested.type, deleteSavedWord)]);
}
