import { useAppSelector } from '../../app/hooks';
import { LazyScreen } from '../router/LazyScreen';
import { userScreenOf, visitorScreenOf, type Route } from '../router/routes';
import { selectSessionStatus } from './authSlice';
import { keyPageOf } from './keyPages';
import { LandingPage } from './routes';

/**
 * What a signed-out visitor may see: the routes open to visitors, the exporter pages when the address
 * names an automation key (keyPages.ts), and the landing page for every other path. A signed-in user
 * comes here only for a screen that stands alone, and sees it.
 */
export function PublicScreens({ route }: { route: Route }) {
  const signedOut = useAppSelector(selectSessionStatus) === 'signedOut';
  const keyPage = useAppSelector((s) => (signedOut ? keyPageOf(s.router.path) : null));
  const screen = keyPage === 'withKey' ? (visitorScreenOf(route) ?? userScreenOf(route)) : keyPage === 'withoutKey' ? null : visitorScreenOf(route);
  return <LazyScreen key={route.name}>{screen ?? <LandingPage />}</LazyScreen>;
}
