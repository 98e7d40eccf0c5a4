import { eventChannel, type EventChannel } from 'redux-saga';
import { all, call, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import { navigateTo, services, type Saga } from '../../app/sagaHelpers';
import { satisfies } from '@wb/contracts';
import { selectPermissions, selectSessionStatus, userLoaded } from '../auth/authSlice';
import { locationChanged, screenEntered, selectRoute } from './routerSlice';
import { redirectFor, requiredGrantOf, type Route } from './routes';

function* followLocation(): Saga {
  const s = yield* services();
  yield put(locationChanged(s.location.current()));
  const channel = (yield call(() =>
    eventChannel<string>((emit) => s.location.subscribe(emit)),
  )) as EventChannel<string>;
  try {
    for (;;) {
      const path = (yield take(channel)) as string;
      yield put(locationChanged(path));
    }
  } finally {
    channel.close();
  }
}

/** Redirects a signed-in user away from public-only paths, then announces the screen to the features. */
export function* enterScreen(): Saga {
  const status = (yield select(selectSessionStatus)) as ReturnType<typeof selectSessionStatus>;
  if (status !== 'signedIn') return;
  const route = (yield select(selectRoute)) as Route;
  const redirect = redirectFor(route, true);
  if (redirect) {
    yield* navigateTo(redirect);
    return;
  }
  // A screen the user may not see shows 'You shall not pass!' and loads nothing.
  const needed = requiredGrantOf(route);
  const held = (yield select(selectPermissions)) as string[];
  if (needed && !satisfies(held, needed)) return;
  yield put(screenEntered(route));
}

export function* watchRouter(): Saga {
  yield all([fork(followLocation), takeLatest([locationChanged.type, userLoaded.type], enterScreen)]);
}
