import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { rootReducer } from './rootReducer';
import { rootSaga } from './rootSaga';
import { SERVICES, type Services } from './services';
import { appStarted } from '../features/auth/authSlice';

export const createAppStore = (services: Services) => {
  const sagaMiddleware = createSagaMiddleware({
    context: { [SERVICES]: services },
    onError: (error) => console.error('A saga failed', error),
  });
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  store.dispatch(appStarted());
  return store;
};

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
