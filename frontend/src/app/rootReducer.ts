import { combineReducers } from '@reduxjs/toolkit';
import { serverApi } from '../api/serverApi';
import { clientAreas } from './areas';
import { reducersOf } from './clientArea';

/** Server state (RTK Query's cache) beside the state each area owns. */
export const rootReducer = combineReducers({
  [serverApi.reducerPath]: serverApi.reducer,
  ...reducersOf(clientAreas),
});
export type RootState = ReturnType<typeof rootReducer>;
