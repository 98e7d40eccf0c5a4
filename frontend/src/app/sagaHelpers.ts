import { call, getContext, put } from 'redux-saga/effects';
import type { CallDef, CallInput, CallOutput, ReadModelName } from '@wb/contracts';
import { toApiError } from '../api/apiError';
import { serverApi } from '../api/serverApi';
import { SERVICES, type Services } from './services';
import { sessionExpired } from '../features/auth/authSlice';

// Generators delegated to with yield*, so callers get typed results from the registry's schemas.
export type Saga<R = void> = Generator<unknown, R, any>;

export function* services(): Saga<Services> {
  return (yield getContext(SERVICES)) as Services;
}

export function* callApi<C extends CallDef>(def: C, input: CallInput<C>, signal?: AbortSignal): Saga<CallOutput<C>> {
  const { api } = yield* services();
  return (yield call([api, api.call], def, input, signal ? { signal } : undefined)) as CallOutput<C>;
}

/**
 * After the user's own command: refetch the lists built from the read models it obviously changed, at
 * once and for the user's own feedback (the next queries carry its X-Min-Position, so they read the
 * write). Everyone else's screens, and anything less obvious, follow the live stream.
 */
export function* refreshAfterOwnWrite(readModels: readonly ReadModelName[]): Saga {
  yield put(serverApi.util.invalidateTags([...readModels]));
}

/** The one error rule: a missing session goes to the login screen, anything else is shown as a toast. */
export function* reportError(e: unknown): Saga {
  const error = toApiError(e);
  const s = yield* services();
  if (error.isUnauthenticated) {
    yield put(sessionExpired());
    yield call(s.navigate, '/login');
    return;
  }
  yield call(s.notify.error, error.message);
}

export function* notifySuccess(message: string): Saga {
  const s = yield* services();
  yield call(s.notify.success, message);
}

export function* navigateTo(path: string): Saga {
  const s = yield* services();
  yield call(s.navigate, path);
}

/** Sends the user on without leaving the address they came from in the history. */
export function* redirectTo(path: string): Saga {
  const s = yield* services();
  yield call(s.navigate, path, { replace: true });
}
