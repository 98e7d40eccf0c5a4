import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { parseRoute, type Route } from './routes';

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

const cache = new Map<string, Route>();
/** Parsed once per path so components get a stable value. */
export const selectRoute = (state: { router: RouterState }): Route => {
  let route = cache.get(state.router.path);
  if (!route) {
    route = parseRoute(state.router.path);
    cache.set(state.router.path, route);
  }
  return route;
};
