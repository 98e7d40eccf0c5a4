import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Route } from './routes';

export interface RouterState {
  path: string;
}

const initialState: RouterState = { path: '/' };

const routerSlice = createSlice({
  name: 'router',
  initialState,
  reducers: {
    locationChanged(state, action: PayloadAction<string>) {
      state.path = action.payload.replace(/^#/, '') || '/';
    },
  },
});

export const { locationChanged } = routerSlice.actions;
/** A signed-in user now sees this screen: the features load what it shows. */
export const screenEntered = createAction<Route>('router/screenEntered');
export default routerSlice.reducer;
