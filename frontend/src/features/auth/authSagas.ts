import { all, call, put, spawn, take, takeLatest } from 'redux-saga/effects';
import { AuthPaths } from '@wb/contracts';
import { toApiError } from '../../api/apiError';
import { heldQueryAnswer, navigateTo, queryAnswer, reportError, services, type Saga } from '../../app/sagaHelpers';
import {
  appStarted,
  loginFailed,
  loginSubmitted,
  logoutFailed,
  logoutRequested,
  sessionExpired,
  setPasswordFailed,
  setPasswordSubmitted,
  setPasswordSucceeded,
  signedIn,
  signedOutDetected,
} from './authSlice';
import { sessionApi } from './sessionApi';

function* holdUntilSignedOut(release: () => void): Saga {
  try {
    yield take([signedOutDetected.type, sessionExpired.type]);
  } finally {
    release();
  }
}

/** Reads the signed-in user into the cache, where it stays (refreshed live) until the session ends. */
function* startSession(): Saga {
  const { release } = yield* heldQueryAnswer(sessionApi.endpoints.ownUser, {});
  yield spawn(holdUntilSignedOut, release);
  yield put(signedIn());
}

export function* checkSession(): Saga {
  try {
    const { loggedIn } = yield* queryAnswer(sessionApi.endpoints.checkLoggedIn, {}, { fresh: true });
    if (!loggedIn) {
      yield put(signedOutDetected());
      return;
    }
    yield* startSession();
  } catch (e) {
    yield put(signedOutDetected());
    if (!toApiError(e).isUnauthenticated) yield* reportError(e);
  }
}

export function* logIn(action: ReturnType<typeof loginSubmitted>): Saga {
  const { api } = yield* services();
  try {
    yield call([api, api.auth], AuthPaths.login, action.payload);
    yield* startSession();
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
    return;
  }
  // The server signed the new user in with the password they chose (issue 20): straight to the app.
  try {
    yield* startSession();
    yield* navigateTo('/home');
  } catch (e) {
    yield* reportError(e);
  }
}

export function* watchAuth(): Saga {
  yield all([takeLatest(appStarted.type, checkSession), takeLatest(loginSubmitted.type, logIn), takeLatest(logoutRequested.type, logOut), takeLatest(setPasswordSubmitted.type, setPassword)]);
}
