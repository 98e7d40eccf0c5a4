import { all, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { Calls } from '@wb/contracts';
import { callApi, notifySuccess, refreshAfterOwnWrite, reportError, type Saga } from '../../../app/sagaHelpers';
import { grantAddFailed, grantAddRequested, grantAdded, grantRevokeFinished, grantRevokeRequested } from './permissionsSlice';

// Giving and taking grants; the table is a query (permissionsApi.ts), built from the users read model.
// The users read model: the grants table, and the signed-in user (sessionApi) when the grants were their own.
const USERS = ['users'] as const;

export function* addGrants(action: ReturnType<typeof grantAddRequested>): Saga {
  try {
    yield* callApi(Calls.admin.addGrants, action.payload);
    yield put(grantAdded());
    yield* notifySuccess(`Granted ${action.payload.grants.join(', ')}`);
    yield* refreshAfterOwnWrite(USERS);
  } catch (e) {
    yield put(grantAddFailed());
    yield* reportError(e);
  }
}

export function* revokeGrant(action: ReturnType<typeof grantRevokeRequested>): Saga {
  const { userID, grant } = action.payload;
  try {
    yield* callApi(Calls.admin.revokeGrants, { userID, grants: [grant] });
    yield* refreshAfterOwnWrite(USERS);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(grantRevokeFinished({ userID, grant }));
  }
}

export function* watchPermissions(): Saga {
  yield all([takeLatest(grantAddRequested.type, addGrants), takeEvery(grantRevokeRequested.type, revokeGrant)]);
}
