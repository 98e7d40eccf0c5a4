// The one error rule for server-state queries: a failed query is reported as a failed saga call is
// (sagaHelpers.reportError), once. A query that fails again the same way (a poll, a refetch) says
// nothing new until it has succeeded in between.
import { isFulfilled, isRejectedWithValue, type Action, type UnknownAction } from '@reduxjs/toolkit';
import { takeEvery } from 'redux-saga/effects';
import { apiErrorOf, isQueryError } from '../api/queryError';
import { serverApi } from '../api/serverApi';
import { reportError, type Saga } from './sagaHelpers';

interface QueryMeta {
  meta: { arg: { type?: unknown; endpointName?: unknown } };
}

const queryActionPrefix = `${serverApi.reducerPath}/executeQuery/`;

const endpointOf = (action: Action): string | null => {
  if (!action.type.startsWith(queryActionPrefix)) return null;
  const name = (action as unknown as QueryMeta).meta.arg.endpointName;
  return typeof name === 'string' ? name : null;
};

export function* watchQueryErrors(): Saga {
  const lastShown = new Map<string, string>();
  yield takeEvery(
    (action: Action) => endpointOf(action) !== null && (isRejectedWithValue(action) || isFulfilled(action)),
    function* report(action: UnknownAction): Saga {
      const endpoint = endpointOf(action) ?? '';
      if (isFulfilled(action)) {
        lastShown.delete(endpoint);
        return;
      }
      const error = (action as { payload?: unknown }).payload;
      if (!isQueryError(error) || error.aborted) return;
      // The asker explains this failure itself (callQuery's screenShows).
      if (error.shownByScreen) return;
      if (lastShown.get(endpoint) === error.message && !apiErrorOf(error).isUnauthenticated) return;
      lastShown.set(endpoint, error.message);
      yield* reportError(apiErrorOf(error));
    },
  );
}
