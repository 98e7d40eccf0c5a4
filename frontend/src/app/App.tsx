import { useEffect } from 'react';
import { useAppSelector } from './hooks';
import { selectSessionStatus } from '../features/auth/authSlice';
import { selectRoute } from '../features/router/selectRoute';
import { standsAlone } from '../features/router/routes';
import { FullPageLoader } from '../features/layout/FullPageLoader';
import { pageTitle } from '../features/layout/pageTitle';
import { PublicScreens } from '../features/auth/PublicScreens';
import { SignedInShell } from '../features/layout/SignedInShell';

export function App() {
  const status = useAppSelector(selectSessionStatus);
  const route = useAppSelector(selectRoute);
  const signedIn = status === 'signedIn';
  useEffect(() => {
    document.title = pageTitle(route, signedIn);
  }, [route, signedIn]);
  if (status === 'checking') return <FullPageLoader label="Loading Whiteboard Studio" />;
  if (status === 'signedOut' || standsAlone(route)) return <PublicScreens route={route} />;
  return <SignedInShell route={route} />;
}
