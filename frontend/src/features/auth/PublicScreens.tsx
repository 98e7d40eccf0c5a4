import { LazyScreen } from '../router/LazyScreen';
import { visitorScreenOf, type Route } from '../router/routes';
import { LandingPage } from './routes';

/** What a signed-out visitor may see: the routes open to visitors, and the landing page for every other path. */
export function PublicScreens({ route }: { route: Route }) {
  return <LazyScreen key={route.name}>{visitorScreenOf(route) ?? <LandingPage />}</LazyScreen>;
}
