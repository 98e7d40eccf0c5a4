import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import { Calls, type ErrorInfo } from '@wb/contracts';
import { callApi, type Saga } from '../../app/sagaHelpers';
import { selectSessionStatus } from '../auth/authSlice';
import { createReportGate, infoOfErrorEvent, infoOfRejection } from './clientErrors';

/** An error the browser met (window.onerror, an unhandled rejection, the error boundary). */
export const clientErrorCaught = createAction<ErrorInfo>('errorReporting/clientErrorCaught');

/** The window's error and unhandledrejection events, as infos. */
const windowErrors = (target: Window): EventChannel<ErrorInfo> =>
  eventChannel((emit) => {
    const onError = (event: ErrorEvent) => emit(infoOfErrorEvent(event));
    const onRejection = (event: PromiseRejectionEvent) => emit(infoOfRejection(event.reason));
    target.addEventListener('error', onError);
    target.addEventListener('unhandledrejection', onRejection);
    return () => {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
    };
  });

function* forwardWindowErrors(target: Window): Saga {
  const channel = (yield call(windowErrors, target)) as EventChannel<ErrorInfo>;
  for (;;) {
    const info = (yield take(channel)) as ErrorInfo;
    yield put(clientErrorCaught(info));
  }
}

/**
 * Sends one report when signed in (the call asks for a session) and the gate lets it through. A
 * report that fails is dropped, never shown and never reported again: that would loop.
 */
export function* reportClientError(gate: (msg: string, now: number) => boolean, action: PayloadAction<ErrorInfo>): Saga {
  const status = (yield select(selectSessionStatus)) as string;
  if (status !== 'signedIn' || !gate(action.payload.msg, Date.now())) return;
  try {
    yield* callApi(Calls.errors.logClientError, { info: action.payload });
  } catch {
    // Dropped on purpose (see above).
  }
}

export function* watchErrorReporting(): Saga {
  if (typeof window !== 'undefined') yield fork(forwardWindowErrors, window);
  yield takeEvery(clientErrorCaught.type, reportClientError, createReportGate());
}
