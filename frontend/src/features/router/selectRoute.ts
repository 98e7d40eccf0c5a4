import type { RouterState } from './routerSlice';
import { parseRoute, type Route } from './routes';

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
