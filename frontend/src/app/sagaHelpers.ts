import { call, getContext, put } from 'redux-saga/effects';
import type { CallDef, CallInput, CallOutput, ReadModelName } from '@wb/contracts';
import { toApiError } from '../api/apiError';
import { apiErrorOf, isQueryError } from '../api/queryError';
import { serverApi } from '../api/serverApi';
import { SERVICES, type Services } from './services';
import { sessionExpired } from '../features/auth/authSlice';

// Generators delegated to with yield*, so callers get typed results from the registry's schemas.
export type Saga<R = void> = Generator<unknown, R, any>;

export function* services(): Saga<Services> {
  return (yield getContext(SERVICES)) as Services;
}

/** Sends a command. A query is asked through its endpoint (queryAnswer), so its answer is the cache's. */
export function* callApi<C extends CallDef>(def: C, input: CallInput<C>, signal?: AbortSignal): Saga<CallOutput<C>> {
  if (def.kind === 'query') throw new Error(`${def.path} is a query: ask it through its endpoint (queryAnswer)`);
  const { api } = yield* services();
  return (yield call([api, api.call], def, input, signal ? { signal } : undefined)) as CallOutput<C>;
}

/** An RTK Query endpoint as a workflow sees it: asked, its answer unwrapped, its subscription released. */
export interface QueryEndpoint<A, R> {
  initiate(arg: A, options: { subscribe: boolean; forceRefetch: boolean }): (...thunkArgs: never[]) => QueryRequest<R>;
}

interface QueryRequest<R> {
  /** Resolves once the request settles, with the cache entry's data then (or rejects with its error). */
  unwrap(): Promise<R>;
  unsubscribe(): void;
}

/**
 * Asks with a subscription of its own: an entry nobody subscribes to is dropped when the live stream
 * invalidates its read model, and an answer arriving for a dropped entry would be lost.
 */
function* ask<A, R>(endpoint: QueryEndpoint<A, R>, arg: A, forceRefetch: boolean): Saga<[R, QueryRequest<R>]> {
  // `put` dispatches the thunk through the whole middleware chain and hands back what it returns.
  const request = (yield put(endpoint.initiate(arg, { subscribe: true, forceRefetch }) as never)) as QueryRequest<R>;
  let answered = false;
  try {
    const answer = (yield call([request, request.unwrap])) as R | undefined;
    // Only forgetting the whole server state (signing out) drops a subscribed entry.
    if (answer === undefined) throw new Error('The answer was forgotten before it arrived');
    answered = true;
    return [answer, request];
  } catch (e) {
    if (!isQueryError(e)) throw e;
    const error = apiErrorOf(e);
    // The query error rule (queryErrorSagas) has spoken for this failure already, unless the screen explains it.
    if (!e.shownByScreen) reportedByQueryRule.add(error);
    throw error;
  } finally {
    // A failed or cancelled ask holds nothing.
    if (!answered) request.unsubscribe();
  }
}

/**
 * A workflow step that needs a server answer asks the endpoint the screens use, never the client
 * directly: the answer lands in (or comes from) the one cache, and a screen asking at the same time
 * shares the request. `fresh` asks the server even when the cache has an answer (opening a document
 * to edit). Failures are thrown as ApiError, like a command's.
 */
export function* queryAnswer<A, R>(endpoint: QueryEndpoint<A, R>, arg: A, options: { fresh?: boolean } = {}): Saga<R> {
  const [answer, request] = yield* ask(endpoint, arg, options.fresh ?? false);
  // Kept a while for the screens (keepUnusedDataFor), then dropped unless one of them holds it.
  request.unsubscribe();
  return answer;
}

/**
 * Asks afresh and keeps the answer cached (and refreshed when its read models move on) until
 * `release`: for server state a workflow holds for its whole run, such as the signed-in user.
 */
export function* heldQueryAnswer<A, R>(endpoint: QueryEndpoint<A, R>, arg: A): Saga<{ answer: R; release(): void }> {
  const [answer, request] = yield* ask(endpoint, arg, true);
  return { answer, release: () => request.unsubscribe() };
}

/** Query failures already reported by the query error rule: a workflow that catches one does not report it twice. */
const reportedByQueryRule = new WeakSet<object>();

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
  if (typeof e === 'object' && e !== null && reportedByQueryRule.has(e)) return;
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
