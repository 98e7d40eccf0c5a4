import { combineReducers } from '@reduxjs/toolkit';
import { serverApi } from '../api/serverApi';
import { clientAreas } from './areas';
import { reducersOf } from './clientArea';
import router from '../features/router/routerSlice';

/** Server state (RTK Query's cache) and the address (the router reads every area's routes, so it is no area) beside the state each area owns. */
export const rootReducer = combineReducers({
  [serverApi.reducerPath]: serverApi.reducer,
  router,
  ...reducersOf(clientAreas),
});
export type RootState = ReturnType<typeof rootReducer>;
