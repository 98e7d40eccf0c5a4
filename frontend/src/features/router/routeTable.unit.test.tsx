import { defineRoute } from './clientRoute';
import { routeTableOf } from './routeTable';

const kits = defineRoute({
  name: 'kits',
  path: '/kits/:kit?/*',
  fields: ({ kit }, query) => ({ kit: kit ?? null, query }),
  title: (route) => (route.kit ? `Kit ${route.kit}` : 'Kits'),
  grant: 'kits-view',
  redirect: (route) => (route.kit === 'old' ? '/kits' : null),
  screen: (route) => `kits screen ${route.kit ?? ''}`,
});
const uploads = defineRoute({ name: 'uploads', path: '/kits/uploads', title: 'Uploads', screen: () => 'uploads screen' });
const signIn = defineRoute({ name: 'signIn', path: '/sign-in', title: 'Sign in', audience: 'visitors', screen: () => 'sign-in screen' });
const shared = defineRoute({ name: 'shared', path: '/shared/:slug', fields: ({ slug }) => ({ slug }), title: 'Shared', audience: 'everyone', screen: () => 'shared screen' });

const table = routeTableOf<{ name: string }>([{ name: 'kits', routes: [kits, uploads] }, { name: 'auth', routes: [signIn, shared] }, { name: 'live' }]);

describe("the router's table of the areas' routes", () => {
  it('reads an address into the value of the most specific route that matches it', () => {
    expect(table.parseRoute('#/kits/uploads')).toEqual({ name: 'uploads' });
    expect(table.parseRoute('#/kits/uploads/more')).toEqual({ name: 'kits', kit: 'uploads', query: '' });
    expect(table.parseRoute('#/kits/Cell%20Biology?d=3')).toEqual({ name: 'kits', kit: 'Cell Biology', query: 'd=3' });
    expect(table.parseRoute('/elsewhere?x=1')).toEqual({ name: 'unknown', path: '/elsewhere' });
  });

  it('sends a signed-in user on from visitors-only and unknown addresses, and where a route says', () => {
    expect(table.redirectFor(table.parseRoute('/sign-in'), true)).toBe('/home');
    expect(table.redirectFor(table.parseRoute('/nowhere'), true)).toBe('/home');
    expect(table.redirectFor(table.parseRoute('/kits/old'), true)).toBe('/kits');
    expect(table.redirectFor(table.parseRoute('/kits/new'), true)).toBeNull();
    expect(table.redirectFor(table.parseRoute('/sign-in'), false)).toBeNull();
  });

  it('shows visitors only the routes open to them, and signed-in users every other', () => {
    const at = (path: string) => {
      const route = table.parseRoute(path);
      return { public: table.isPublicRoute(route), visitor: table.visitorScreenOf(route), user: table.userScreenOf(route) };
    };
    expect(at('/kits/k1')).toEqual({ public: false, visitor: null, user: 'kits screen k1' });
    expect(at('/sign-in')).toEqual({ public: true, visitor: 'sign-in screen', user: null });
    expect(at('/shared/s')).toEqual({ public: true, visitor: 'shared screen', user: 'shared screen' });
    expect(at('/nowhere')).toEqual({ public: false, visitor: null, user: null });
  });

  it('gives the grant and the title a route declares', () => {
    expect(table.requiredGrantOf(table.parseRoute('/kits'))).toBe('kits-view');
    expect(table.requiredGrantOf(table.parseRoute('/kits/uploads'))).toBeNull();
    expect(table.titleOf(table.parseRoute('/kits/k1'))).toBe('Kit k1');
    expect(table.titleOf(table.parseRoute('/kits/uploads'))).toBe('Uploads');
    expect(table.titleOf(table.parseRoute('/nowhere'))).toBeNull();
  });

  it('refuses two routes of one name, two paths of one shape, and a route named unknown', () => {
    const other = defineRoute({ name: 'kits', path: '/other', title: 'Other', screen: () => null });
    expect(() =>
      routeTableOf([
        { name: 'a', routes: [kits] },
        { name: 'b', routes: [other] },
      ]),
    ).toThrow("The route name 'kits' is claimed by both the a and the b area");
    const alike = defineRoute({ name: 'alike', path: '/shared/:name', title: 'Alike', screen: () => null });
    expect(() =>
      routeTableOf([
        { name: 'a', routes: [shared] },
        { name: 'b', routes: [alike] },
      ]),
    ).toThrow("The route paths '/shared/:slug' (a area) and '/shared/:name' (b area) match the same addresses");
    const unknown = defineRoute({ name: 'unknown', path: '/unknown', title: null, screen: () => null });
    expect(() => routeTableOf([{ name: 'a', routes: [unknown] }])).toThrow("The a area names a route 'unknown', the name of addresses no area answers");
  });
});
