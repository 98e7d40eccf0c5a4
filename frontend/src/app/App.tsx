import { useEffect } from 'react';
import { useAppSelector } from './hooks';
import { selectSessionStatus } from '../features/auth/authSlice';
import { selectRoute } from '../features/router/selectRoute';
import { isPublicRoute, standsAlone } from '../features/router/routes';
import { FullPageLoader } from '../features/layout/FullPageLoader';
import { pageTitle } from '../features/layout/pageTitle';
import { PublicScreens } from '../features/auth/PublicScreens';
import { SignedInShell } from '../features/layout/SignedInShell';

/**
 * `servedWithoutSession`: the page came without a session cookie (the landing page's, which loads the app
 * when the visitor leaves it): a visitor's own screen, the login page they clicked through to, shows at
 * once instead of a loader while the session check confirms what the server already knew.
 */
export function App({ servedWithoutSession = false }: { servedWithoutSession?: boolean }) {
  const status = useAppSelector(selectSessionStatus);
  const route = useAppSelector(selectRoute);
  const signedIn = status === 'signedIn';
  useEffect(() => {
    document.title = pageTitle(route, signedIn);
  }, [route, signedIn]);
  const knownVisitorScreen = status === 'checking' && servedWithoutSession && isPublicRoute(route);
  if (status === 'checking' && !knownVisitorScreen) return <FullPageLoader label="Loading Whiteboard Studio" />;
  if (status === 'signedOut' || knownVisitorScreen || standsAlone(route)) return <PublicScreens route={route} />;
  return <SignedInShell route={route} />;
}
