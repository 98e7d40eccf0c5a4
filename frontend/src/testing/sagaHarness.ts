// Runs a saga whole in the real store (reducers, RTK Query, redux-saga) with fake services, so tests
// see what the user would: state, toasts, navigation, the calls sent, and which lists refetch.
import type { Saga as ReduxSaga, Task } from 'redux-saga';
import type { Action, Middleware } from '@reduxjs/toolkit';
import type { CallDef } from '@wb/contracts';
import { ApiError } from '../api/apiError';
import type { ApiClient } from '../api/apiClient';
import { SSO_CONNECTIONS_PATH } from '../api/ssoConnections';
import { serverApi } from '../api/serverApi';
import { rootReducer, type RootState } from '../app/rootReducer';
import type { Services } from '../app/services';
import { buildStore } from '../app/store';

export type FakeHandler = (input: unknown) => unknown;

export interface SagaHarness {
  task: Task;
  /** The store itself, to subscribe to queries as a mounted component would (`store.dispatch(endpoint.initiate(args))`). */
  store: ReturnType<typeof buildStore>['store'];
  dispatch(action: Action): void;
  state(): RootState;
  actions: Action[];
  calls: { path: string; input: unknown }[];
  toasts: { kind: 'error' | 'success'; message: string }[];
  navigations: string[];
  /** The navigations that replaced the current address (redirects). */
  redirects: string[];
  /** Waits until the running sagas settle on their timers and promises. */
  settle(ms?: number): Promise<void>;
  /** How many times the call at `path` was sent. */
  callCount(path: string): number;
}

export const apiFailure = (status: number, msg: string, code: string, details: Record<string, unknown> = {}) => new ApiError(msg, status, code, details);

const storesOfThisTest: ReturnType<typeof buildStore>['store'][] = [];
// RTK Query keeps an answer no screen holds for a minute, on a timer: forgetting the server state
// after each test lets jest exit at once instead of waiting for those timers.
afterEach(() => {
  for (const store of storesOfThisTest.splice(0)) store.dispatch(serverApi.util.resetApiState());
});

export const runWithFakes = (saga: ReduxSaga, handlers: Record<string, FakeHandler>, prepare: (state: RootState) => RootState = (s) => s): SagaHarness => {
  const actions: Action[] = [];
  const calls: SagaHarness['calls'] = [];
  const toasts: SagaHarness['toasts'] = [];
  const navigations: string[] = [];
  const redirects: string[] = [];

  const api: ApiClient = {
    async call(def: CallDef, input: unknown) {
      calls.push({ path: def.path, input });
      const handler = handlers[def.path];
      if (!handler) throw new Error(`no fake for ${def.path}`);
      return handler(input) as never;
    },
    async auth(path, body) {
      calls.push({ path, input: body });
      const handler = handlers[path];
      if (!handler) throw new Error(`no fake for ${path}`);
      return handler(body);
    },
    async ssoConnections() {
      calls.push({ path: SSO_CONNECTIONS_PATH, input: null });
      const handler = handlers[SSO_CONNECTIONS_PATH];
      if (!handler) throw new ApiError('Not found', 404, 'notFound');
      return handler(null) as never;
    },
  };
  const services: Services = {
    api,
    notify: {
      error: (message) => toasts.push({ kind: 'error', message }),
      success: (message) => toasts.push({ kind: 'success', message }),
    },
    navigate: (path, options) => {
      navigations.push(path);
      if (options?.replace) redirects.push(path);
    },
    location: { current: () => '/', subscribe: () => () => undefined },
    subscribeToChanges: () => () => undefined,
  };
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as Action);
    return next(action);
  };
  const preloadedState = prepare(rootReducer(undefined, { type: '@@test/init' }));
  const { store, runSaga } = buildStore(services, { preloadedState, middleware: [record] });
  storesOfThisTest.push(store);
  const task = runSaga(saga);
  return {
    task,
    store,
    actions,
    calls,
    toasts,
    navigations,
    redirects,
    dispatch: (action) => store.dispatch(action),
    state: () => store.getState(),
    settle: (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms)),
    callCount: (path) => calls.filter((c) => c.path === path).length,
  };
};
