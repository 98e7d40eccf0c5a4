import { satisfies } from '@wb/contracts';
import { selectPermissions, selectSessionStatus } from '../auth/authSlice';
import type { RouterState } from './routerSlice';
import { selectRoute } from './selectRoute';
import { redirectFor, requiredGrantOf, type Route } from './routes';

type State = Parameters<typeof selectSessionStatus>[0] & Parameters<typeof selectPermissions>[0] & { router: RouterState };

/**
 * The screen a signed-in user sees and may load data for: null while signed out, on a path that is
 * about to redirect, or on a screen whose grant they lack (they see 'You shall not pass!', which
 * loads nothing). Live refreshes ask this, so a refused screen never fetches behind that message.
 */
export const selectShownScreen = (s: State): Route | null => {
  if (selectSessionStatus(s) !== 'signedIn') return null;
  const route = selectRoute(s);
  if (redirectFor(route, true) !== null) return null;
  const needed = requiredGrantOf(route);
  return needed && !satisfies(selectPermissions(s), needed) ? null : route;
};
