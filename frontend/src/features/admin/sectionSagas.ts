// What the admin sections' workflows share: reloading the signed-in user when an admin changes their
// own account (their grants and roles decide what the client shows).
import { put, select } from 'redux-saga/effects';
import { Calls, type User } from '@wb/contracts';
import { callApi, type Saga } from '../../app/sagaHelpers';
import { selectCurrentUser, userLoaded } from '../auth/authSlice';

/** Changing one's own grants or roles changes what the client shows: reload the signed-in user. */
export function* reloadSelfIf(userID: number): Saga {
  const me = (yield select(selectCurrentUser)) as ReturnType<typeof selectCurrentUser>;
  if (me?.userID !== userID) return;
  const { user } = yield* callApi(Calls.user.getUser, {});
  // Without a userID getUser answers the caller's own full record.
  yield put(userLoaded(user as User));
}
