import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { SsoConnection } from '../../api/ssoConnections';
import { AuthPaths, Calls, type User } from '@wb/contracts';
import { toApiError } from '../../api/apiError';
import { callApi, navigateTo, reportError, services, type Saga } from '../../app/sagaHelpers';
import {
  appStarted, loginFailed, loginSubmitted, logoutFailed, logoutRequested, setPasswordFailed, setPasswordSubmitted,
  setPasswordSucceeded, signedOutDetected, ssoConnectionsLoaded, userLoaded,
} from './authSlice';

function* loadOwnUser(): Saga {
  const { user } = yield* callApi(Calls.user.getUser, {});
  yield put(userLoaded(user as User));
}

export function* checkSession(): Saga {
  try {
    const { loggedIn } = yield* callApi(Calls.user.checkLoggedIn, {});
    if (!loggedIn) {
      yield put(signedOutDetected());
      return;
    }
    yield* loadOwnUser();
  } catch (e) {
    yield put(signedOutDetected());
    if (!toApiError(e).isUnauthenticated) yield* reportError(e);
  }
}

/** Which single sign-on buttons the login page shows; a server that cannot say offers none, quietly. */
export function* loadSsoConnections(): Saga {
  const { api } = yield* services();
  try {
    const connections = (yield call([api, api.ssoConnections])) as SsoConnection[];
    yield put(ssoConnectionsLoaded(connections));
  } catch {
    yield put(ssoConnectionsLoaded([]));
  }
}

export function* logIn(action: ReturnType<typeof loginSubmitted>): Saga {
  const { api } = yield* services();
  try {
    yield call([api, api.auth], AuthPaths.login, action.payload);
    yield* loadOwnUser();
    yield* navigateTo('/home');
  } catch (e) {
    yield put(loginFailed(toApiError(e).message));
  }
}

export function* logOut(): Saga {
  const { api } = yield* services();
  try {
    yield call([api, api.auth], AuthPaths.logout, {});
  } catch (e) {
    // Signing out of an expired session is still signing out.
    if (!toApiError(e).isUnauthenticated) {
      yield put(logoutFailed());
      yield* reportError(e);
      return;
    }
  }
  yield put(signedOutDetected());
  yield* navigateTo('/');
}

export function* setPassword(action: ReturnType<typeof setPasswordSubmitted>): Saga {
  const { api } = yield* services();
  try {
    yield call([api, api.auth], AuthPaths.setPassword, action.payload);
    yield put(setPasswordSucceeded());
  } catch (e) {
    yield put(setPasswordFailed(toApiError(e).message));
  }
}

export function* watchAuth(): Saga {
  yield all([
    takeLatest(appStarted.type, checkSession),
    takeLatest(appStarted.type, loadSsoConnections),
    takeLatest(loginSubmitted.type, logIn),
    takeLatest(logoutRequested.type, logOut),
    takeLatest(setPasswordSubmitted.type, setPassword),
  ]);
}
