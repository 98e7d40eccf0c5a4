import { eventChannel, type EventChannel } from 'redux-saga';
import { all, call, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import { redirectTo, services, type Saga } from '../../app/sagaHelpers';
import { selectSessionStatus, signedIn } from '../auth/authSlice';
import { locationChanged, screenEntered } from './routerSlice';
import { selectRoute } from './selectRoute';
import { redirectFor, type Route } from './routes';
import { selectShownScreen } from './selectShownScreen';

function* followLocation(): Saga {
  const s = yield* services();
  yield put(locationChanged(s.location.current()));
  const channel = (yield call(() => eventChannel<string>((emit) => s.location.subscribe(emit)))) as EventChannel<string>;
  try {
    for (;;) {
      const path = (yield take(channel)) as string;
      yield put(locationChanged(path));
    }
  } finally {
    channel.close();
  }
}

/** Redirects a signed-in user away from paths that lead elsewhere, then announces the screen to the features. */
export function* enterScreen(): Saga {
  const status = (yield select(selectSessionStatus)) as ReturnType<typeof selectSessionStatus>;
  if (status !== 'signedIn') return;
  const route = (yield select(selectRoute)) as Route;
  const redirect = redirectFor(route, true);
  if (redirect) {
    yield* redirectTo(redirect);
    return;
  }
  // A screen the user may not see shows 'You shall not pass!' and loads nothing.
  const shown = (yield select(selectShownScreen)) as Route | null;
  if (shown) yield put(screenEntered(shown));
}

export function* watchRouter(): Saga {
  yield all([fork(followLocation), takeLatest([locationChanged.type, signedIn.type], enterScreen)]);
}
