import { all, put, takeLeading } from 'redux-saga/effects';
import { Calls } from '@wb/contracts';
import { callApi, notifySuccess, refreshAfterOwnWrite, reportError, type Saga } from '../../../app/sagaHelpers';
import { contentLockToggleFinished, contentLockToggleRequested } from './reportsSlice';

/** What the toggle changes: the content lock read model. */
const CONTENT_LOCK = ['contentLock'] as const;

export function* toggleContentLock(): Saga {
  try {
    const { data } = yield* callApi(Calls.admin.toggleLockContent, {});
    yield* notifySuccess(data.locked ? 'Content locked for all users' : 'Content unlocked for all users');
    yield* refreshAfterOwnWrite(CONTENT_LOCK);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(contentLockToggleFinished());
  }
}

export function* watchReports(): Saga {
  // A second click while the first toggle runs would flip it back: only the first counts.
  yield all([takeLeading(contentLockToggleRequested.type, toggleContentLock)]);
}
