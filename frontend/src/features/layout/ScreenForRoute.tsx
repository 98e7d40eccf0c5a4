import { LazyScreen } from '../router/LazyScreen';
import { userScreenOf, type Route } from '../router/routes';
import { FullPageLoader } from './FullPageLoader';

/** The screen a signed-in user sees at a route, as its area declares it (features/<area>/routes.tsx). */
export function ScreenForRoute({ route }: { route: Route }) {
  // The router sends signed-in users on from the visitors' and unknown paths to /home.
  const screen = userScreenOf(route) ?? <FullPageLoader label="Opening your dashboard" />;
  // Keyed by route, so a screen that failed to load does not stay in the way of the next one.
  return <LazyScreen key={route.name}>{screen}</LazyScreen>;
}
