import { all, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { Calls } from '@wb/contracts';
import { callApi, notifySuccess, reportError, type Saga } from '../../../app/sagaHelpers';
import { loadTable, onSectionOpened, reloadSelfIf } from '../sectionSagas';
import {
  grantAddFailed, grantAddRequested, grantAdded, grantRevokeFinished, grantRevokeRequested, listLoaded,
} from './permissionsSlice';

export function* loadGrants(): Saga {
  yield* loadTable(Calls.admin.getAllUserGrants, {}, (answer) => listLoaded(answer.users));
}

export function* addGrants(action: ReturnType<typeof grantAddRequested>): Saga {
  try {
    yield* callApi(Calls.admin.addGrants, action.payload);
    yield put(grantAdded());
    yield* notifySuccess(`Granted ${action.payload.grants.join(', ')}`);
    yield* loadGrants();
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
    yield* loadGrants();
    yield* reloadSelfIf(userID);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(grantRevokeFinished({ userID, grant }));
  }
}

export function* watchPermissions(): Saga {
  yield all([
    onSectionOpened('permissions', loadGrants),
    takeLatest(grantAddRequested.type, addGrants),
    takeEvery(grantRevokeRequested.type, revokeGrant),
  ]);
}
