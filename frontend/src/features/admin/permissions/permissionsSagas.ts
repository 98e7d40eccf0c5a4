import { all, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { Calls } from '@wb/contracts';
import { callApi, notifySuccess, refreshAfterOwnWrite, reportError, type Saga } from '../../../app/sagaHelpers';
import { reloadSelfIf } from '../sectionSagas';
import { grantAddFailed, grantAddRequested, grantAdded, grantRevokeFinished, grantRevokeRequested } from './permissionsSlice';

// Giving and taking grants; the table is a query (permissionsApi.ts), built from the users read model.
const USERS = ['users'] as const;

export function* addGrants(action: ReturnType<typeof grantAddRequested>): Saga {
  try {
    yield* callApi(Calls.admin.addGrants, action.payload);
    yield put(grantAdded());
    yield* notifySuccess(`Granted ${action.payload.grants.join(', ')}`);
    yield* refreshAfterOwnWrite(USERS);
    yield* reloadSelfIf(action.payload.userID);
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
    yield* reloadSelfIf(userID);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(grantRevokeFinished({ userID, grant }));
  }
}

export function* watchPermissions(): Saga {
  yield all([
    takeLatest(grantAddRequested.type, addGrants),
    takeEvery(grantRevokeRequested.type, revokeGrant),
  ]);
}
