import { defineRoute, lazyPage } from '../router/clientRoute';

/** Every address a visitor may not see shows it (PublicScreens). */
export const LandingPage = lazyPage(() => import('./LandingPage'), 'LandingPage');
const LoginPage = lazyPage(() => import('./LoginPage'), 'LoginPage');
const SetPasswordPage = lazyPage(() => import('./SetPasswordPage'), 'SetPasswordPage');

export const authRoutes = [
  defineRoute({ name: 'landing', path: '/', title: null, audience: 'visitors', screen: () => <LandingPage /> }),
  defineRoute({
    name: 'login',
    path: '/login/*',
    // Single sign-on comes back here with ?error=... when it fails.
    fields: (_params, query) => ({ error: new URLSearchParams(query).get('error') }),
    title: 'Sign in',
    audience: 'visitors',
    screen: (route) => <LoginPage ssoError={route.error} />,
  }),
  defineRoute({
    name: 'setPassword',
    path: '/set-password/:token/*',
    fields: ({ token }) => ({ token }),
    title: 'Choose a password',
    audience: 'everyoneAlone',
    screen: (route) => <SetPasswordPage token={route.token} />,
  }),
];
