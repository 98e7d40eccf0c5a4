import { all, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { Calls } from '@wb/contracts';
import { toApiError } from '../../../api/apiError';
import { callApi, notifySuccess, refreshAfterOwnWrite, reportError, type Saga } from '../../../app/sagaHelpers';
import { keyFailed, keyMade, keyRefused, keyRequested, keyRevokeEnded, keyRevokeRequested } from './automationKeysSlice';

/** What a key command changes: the automation keys read model, which the table is built from. */
const KEYS = ['automationKeys'] as const;

export function* makeKey(action: ReturnType<typeof keyRequested>): Saga {
  const { name, scopes, expiresInDays } = action.payload;
  try {
    const made = yield* callApi(Calls.admin.createAutomationKey, { name: name.trim(), scopes, expiresInDays });
    yield put(keyMade(made));
    yield* refreshAfterOwnWrite(KEYS);
  } catch (e) {
    const error = toApiError(e);
    // A refused field stays in the dialog, under the field.
    if (error.status === 400 && Object.keys(error.fields).length > 0) {
      yield put(keyRefused({ message: error.message, fields: error.fields }));
      return;
    }
    yield put(keyFailed());
    yield* reportError(e);
  }
}

export function* revokeKey(action: ReturnType<typeof keyRevokeRequested>): Saga {
  const { keyID, name } = action.payload;
  try {
    yield* callApi(Calls.admin.revokeAutomationKey, { keyID });
    yield* notifySuccess(`Key ${name} revoked`);
    yield* refreshAfterOwnWrite(KEYS);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(keyRevokeEnded(keyID));
  }
}

export function* watchAutomationKeys(): Saga {
  yield all([takeLatest(keyRequested.type, makeKey), takeEvery(keyRevokeRequested.type, revokeKey)]);
}
