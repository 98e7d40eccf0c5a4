import { isPublicRoute, parseRoute, redirectFor, requiredGrantOf } from '../router/routes';

describe('the routes of staged uploads and the public kit page', () => {
  it('/assets/uploads is the staging page, for those who may edit assets', () => {
    expect(parseRoute('#/assets/uploads')).toEqual({ name: 'assetUploads' });
    expect(requiredGrantOf({ name: 'assetUploads' })).toBe('content.assets-edit');
    expect(parseRoute('#/assets/72')).toMatchObject({ name: 'assets', kit: '72' });
  });

  it('/kit/{slug} is public, for visitors and signed-in people alike, and never redirects', () => {
    const route = parseRoute('#/kit/Cell%20Biology-Set');
    expect(route).toEqual({ name: 'publicKit', slug: 'Cell Biology-Set' });
    expect(isPublicRoute(route)).toBe(true);
    expect(requiredGrantOf(route)).toBeNull();
    expect(redirectFor(route, true)).toBeNull();
    expect(parseRoute('#/kit')).toEqual({ name: 'unknown', path: '/kit' });
  });
});
