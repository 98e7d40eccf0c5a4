import { configureStore, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { serverApi } from '../api/serverApi';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';
import { SERVICES, type Services } from './services';
import { appStarted } from '../features/auth/authSlice';

/**
 * The store with its two effect runners: RTK Query for server state (it needs the thunk middleware,
 * which carries the services to its base query) and redux-saga for workflows. Tests build it with
 * fake services and run the saga they are about.
 */
export const buildStore = (services: Services, options: { preloadedState?: RootState; middleware?: Middleware[] } = {}) => {
  const sagaMiddleware = createSagaMiddleware({
    context: { [SERVICES]: services },
    onError: (error) => console.error('A saga failed', error),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: services } })
        .concat(serverApi.middleware, sagaMiddleware)
        .concat(options.middleware ?? []),
  });
  return { store, runSaga: sagaMiddleware.run };
};

export const createAppStore = (services: Services) => {
  const { store, runSaga } = buildStore(services);
  runSaga(rootSaga);
  store.dispatch(appStarted());
  return store;
};

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
