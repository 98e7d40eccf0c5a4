import { clientAreas } from '../app/areas';
import { keyPageOf } from '../features/auth/keyPages';
import { parseRoute, userScreenOf, visitorScreenOf } from '../features/router/routes';
import { showsLandingToVisitor, VISITOR_SCREEN_PATHS } from './visitorAddresses';

const declaredRoutes = clientAreas.flatMap((area) => ('routes' in area ? [...area.routes] : []));

/** What PublicScreens shows a signed-out visitor, told by the full route table: is it the landing page? */
const appShowsLanding = (address: string): boolean => {
  const route = parseRoute(address);
  const keyPage = keyPageOf(address);
  const screen = keyPage === 'withKey' ? (visitorScreenOf(route) ?? userScreenOf(route)) : keyPage === 'withoutKey' ? null : visitorScreenOf(route);
  return screen === null || route.name === 'landing';
};

/** Addresses a route answers: its parameters filled in, with and without what may be left out. */
const addressesOf = (path: string): string[] => {
  const filled = path.replace(/:[A-Za-z]+\??/g, 'x7').replace(/\*$/, 'a/b');
  const shortest = path.replace(/\/:[A-Za-z]+\?/g, '').replace(/\/\*$/, '');
  return [`#${filled}`, `#${shortest}`, `#${filled}/more`, `#${filled}?key=k1`];
};

describe('showsLandingToVisitor', () => {
  it('lists exactly the routes a visitor sees a screen of their own on', () => {
    const visitorPaths = declaredRoutes.filter((route) => (route.audience ?? 'users') !== 'users' && route.name !== 'landing').map((route) => route.path);
    expect([...VISITOR_SCREEN_PATHS].sort()).toEqual([...visitorPaths].sort());
  });

  it("agrees with the app's own choice on every route's addresses", () => {
    const addresses = [...declaredRoutes.flatMap((route) => addressesOf(route.path)), '', '#', '#/', '#/nowhere', '#/review/scene', '#/KIT/x7', '#/login?error=sso'];
    const disagreements = addresses.filter((address) => showsLandingToVisitor(address) !== appShowsLanding(address));
    expect(disagreements).toEqual([]);
  });

  it('shows the landing page on / and on the screens of signed-in users', () => {
    expect(showsLandingToVisitor('')).toBe(true);
    expect(showsLandingToVisitor('#/')).toBe(true);
    expect(showsLandingToVisitor('#/project/1/files')).toBe(true);
    expect(showsLandingToVisitor('#/home')).toBe(true);
    expect(showsLandingToVisitor('#/exporter?v=2')).toBe(true);
  });

  it("leaves the visitors' own screens to the app", () => {
    expect(showsLandingToVisitor('#/login')).toBe(false);
    expect(showsLandingToVisitor('#/kit/animals')).toBe(false);
    expect(showsLandingToVisitor('#/set-password/abc')).toBe(false);
    expect(showsLandingToVisitor('#/review/scene/Intro-abc')).toBe(false);
    expect(showsLandingToVisitor('#/exporter?v=2&key=k1')).toBe(false);
  });
});
