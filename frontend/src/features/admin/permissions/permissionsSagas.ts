import { all, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { Calls } from '@wb/contracts';
import { callApi, notifySuccess, reportError, type Saga } from '../../../app/sagaHelpers';
import { selectCurrentUser, userLoaded } from '../../auth/authSlice';
import { adminSectionOpened } from '../adminActions';
import {
  grantAddFailed, grantAddRequested, grantAdded, grantRevokeFinished, grantRevokeRequested, listLoaded,
} from './permissionsSlice';

export function* loadGrants(): Saga {
  try {
    const { users } = yield* callApi(Calls.admin.getAllUserGrants, {});
    yield put(listLoaded(users));
  } catch (e) {
    yield* reportError(e);
  }
}

function* loadWhenOpened(action: ReturnType<typeof adminSectionOpened>): Saga {
  if (action.payload === 'permissions') yield* loadGrants();
}

/** Changing one's own grants changes what the client shows: reload the signed-in user. */
function* reloadSelfIf(userID: number): Saga {
  const me = (yield select(selectCurrentUser)) as ReturnType<typeof selectCurrentUser>;
  if (me?.userID !== userID) return;
  const { user } = yield* callApi(Calls.user.getUser, {});
  yield put(userLoaded(user));
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
    takeLatest(adminSectionOpened.type, loadWhenOpened),
    takeLatest(grantAddRequested.type, addGrants),
    takeEvery(grantRevokeRequested.type, revokeGrant),
  ]);
}
