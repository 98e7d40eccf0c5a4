// The Tracking section's commands: save an entry (and drop the one it replaces), remove an entry, save
// the word count. The list refreshes from the user's own write at once.
import { all, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { Calls, Messages, type ReadModelName } from '@wb/contracts';
import { callApi, notifySuccess, refreshAfterOwnWrite, reportError, type Saga } from '../../app/sagaHelpers';
import { entryKeyText, entryRemoveEnded, entryRemoveRequested, entrySaveEnded, entrySaveRequested, wordCountSaveEnded, wordCountSaveRequested } from './trackingSlice';

const TRACKING: readonly ReadModelName[] = ['tracking'];

export function* saveEntry(action: ReturnType<typeof entrySaveRequested>): Saga {
  const { projectID, taskID, userID, date, hours, replaces } = action.payload;
  try {
    yield* callApi(Calls.tracking.updateTask, { projectID, taskID, userID, hours, date });
    if (replaces !== null && entryKeyText(replaces) !== entryKeyText(action.payload)) yield* callApi(Calls.tracking.removeTask, { projectID, ...replaces });
    yield put(entrySaveEnded({ saved: true }));
    yield* notifySuccess(Messages.trackingEntrySaved);
    yield* refreshAfterOwnWrite(TRACKING);
  } catch (e) {
    yield put(entrySaveEnded({ saved: false }));
    yield* reportError(e);
  }
}

export function* removeEntry(action: ReturnType<typeof entryRemoveRequested>): Saga {
  try {
    yield* callApi(Calls.tracking.removeTask, action.payload);
    yield* notifySuccess(Messages.trackingEntryRemoved);
    yield* refreshAfterOwnWrite(TRACKING);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(entryRemoveEnded());
  }
}

export function* saveWordCount(action: ReturnType<typeof wordCountSaveRequested>): Saga {
  try {
    yield* callApi(Calls.tracking.updateWordCount, action.payload);
    yield* notifySuccess(Messages.trackingWordCountSaved);
    yield* refreshAfterOwnWrite(TRACKING);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(wordCountSaveEnded());
  }
}

export function* watchTracking(): Saga {
  yield all([takeLatest(entrySaveRequested.type, saveEntry), takeEvery(entryRemoveRequested.type, removeEntry), takeLatest(wordCountSaveRequested.type, saveWordCount)]);
}
