// Runs a saga whole with redux-saga's runSaga against the real reducers and fake services, so tests
// see what the user would: state, toasts, navigation and the calls sent.
import { runSaga, stdChannel, type Saga as ReduxSaga, type Task } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import type { CallDef } from '@wb/contracts';
import { ApiError } from '../api/apiError';
import type { ApiClient } from '../api/apiClient';
import { SSO_CONNECTIONS_PATH } from '../api/ssoConnections';
import { rootReducer, type RootState } from '../app/rootReducer';
import { SERVICES, type Services } from '../app/services';

export type FakeHandler = (input: unknown) => unknown;

export interface SagaHarness {
  task: Task;
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
}

export const apiFailure = (status: number, msg: string, code: string, details: Record<string, unknown> = {}) =>
  new ApiError(msg, status, code, details);

export const runWithFakes = (
  saga: ReduxSaga,
  handlers: Record<string, FakeHandler>,
  prepare: (state: RootState) => RootState = (s) => s,
): SagaHarness => {
  let state = prepare(rootReducer(undefined, { type: '@@test/init' }));
  const channel = stdChannel();
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
  const dispatch = (action: Action) => {
    actions.push(action);
    state = rootReducer(state, action);
    channel.put(action);
  };
  const task = runSaga({ channel, dispatch, getState: () => state, context: { [SERVICES]: services } }, saga);
  return {
    task, dispatch, state: () => state, actions, calls, toasts, navigations, redirects,
    settle: (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
};
