import { assetsRedirectFor, kitPath, parseAssetsRoute } from './assetsRoute';
import { parseRoute, redirectFor } from '../router/routes';

describe('the asset routes', () => {
  it('sends a bad kit id back to /assets', () => {
    expect(redirectFor(parseRoute('#/assets/banana'), true)).toBe('/assets');
    expect(redirectFor(parseRoute('#/assets/12/nonsense'), true)).toBe('/assets');
    expect(assetsRedirectFor('all', 'settings')).toBe('/assets');
  });

  it('keeps numeric kits, the All kit, list mode, settings and the staged uploads page', () => {
    for (const path of ['#/assets', '#/assets/12', '#/assets/all', '#/assets/all/list', '#/assets/12/settings', '#/assets/uploads']) {
      expect(redirectFor(parseRoute(path), true)).toBeNull();
    }
  });

  it('reads d= and repeated f= from the query string, as /#/assets/{kitID}?f={fileID} links do', () => {
    const route = parseRoute('#/assets/12?d=dir-3&f=a&f=b&f=a');
    if (route.name !== 'assets') throw new Error('not an assets route');
    expect(parseAssetsRoute(route.kit, route.view, route.query)).toEqual({ view: 'standard', kit: '12', directoryID: 'dir-3', fileIDs: ['a', 'b'] });
  });

  it('writes the state back in the same form', () => {
    expect(kitPath('12', 'standard', { directoryID: 'd1', fileIDs: ['a', 'b'] })).toBe('/assets/12?d=d1&f=a&f=b');
    expect(kitPath('all', 'list')).toBe('/assets/all/list');
  });
});
