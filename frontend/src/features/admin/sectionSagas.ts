// What every admin section's sagas share: loading its table when it opens, and reloading the
// signed-in user when an admin changes their own account.
import type { Action } from '@reduxjs/toolkit';
import { put, select, takeLatest } from 'redux-saga/effects';
import { Calls, type CallDef, type CallInput, type CallOutput, type User } from '@wb/contracts';
import { callApi, reportError, type Saga } from '../../app/sagaHelpers';
import { selectCurrentUser, userLoaded } from '../auth/authSlice';
import { adminSectionOpened } from './adminActions';

/** Runs `worker` each time the admin section `sectionID` opens (a newer opening cancels an older load). */
export const onSectionOpened = (sectionID: string, worker: () => Saga) =>
  takeLatest((action: Action) => adminSectionOpened.match(action) && action.payload === sectionID, worker);

/** Fills a table from one query; a refusal is shown and the table keeps the rows it had. */
export function* loadTable<C extends CallDef>(def: C, input: CallInput<C>, loaded: (answer: CallOutput<C>) => Action): Saga {
  try {
    const answer = yield* callApi(def, input);
    yield put(loaded(answer));
  } catch (e) {
    yield* reportError(e);
  }
}

/** Changing one's own grants or roles changes what the client shows: reload the signed-in user. */
export function* reloadSelfIf(userID: number): Saga {
  const me = (yield select(selectCurrentUser)) as ReturnType<typeof selectCurrentUser>;
  if (me?.userID !== userID) return;
  // Without a userID getUser answers the caller's own full record.
  const { user } = yield* callApi(Calls.user.getUser, {});
  yield put(userLoaded(user as User));
}
