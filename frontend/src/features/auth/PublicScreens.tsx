import type { Route } from '../router/routes';
import { LandingPage } from './LandingPage';
import { LoginPage } from './LoginPage';
import { SetPasswordPage } from './SetPasswordPage';
import { PublicKitPage } from '../publicKit/PublicKitPage';
import { DevPage } from '../scenePlayer/dev/DevPage';

/** What a signed-out visitor may see: login, set-password, and the landing page for every other path. */
export function PublicScreens({ route }: { route: Route }) {
  if (route.name === 'login') return <LoginPage ssoError={route.error} />;
  if (route.name === 'setPassword') return <SetPasswordPage token={route.token} />;
  if (route.name === 'publicKit') return <PublicKitPage slug={route.slug} />;
  if (route.name === 'dev') return <DevPage page={route.page} query={route.query} />;
  return <LandingPage />;
}
