import { isPublicRoute, parseRoute, redirectFor, requiredGrantOf } from '../../router/routes';
import { readBenchOptions } from './benchOptions';

describe('the dev route', () => {
  it('reads the page and its query from the hash', () => {
    expect(parseRoute('#/dev/scene-player?elements=500')).toEqual({ name: 'dev', page: 'scene-player', query: 'elements=500' });
    expect(parseRoute('#/dev')).toEqual({ name: 'dev', page: '', query: '' });
  });

  it('is open to anyone, signed in or not: it shows a synthetic scene and calls no API', () => {
    const route = parseRoute('#/dev/scene-player');
    expect(requiredGrantOf(route)).toBeNull();
    expect(isPublicRoute(route)).toBe(true);
    expect(redirectFor(route, true)).toBeNull();
  });
});

describe('readBenchOptions', () => {
  it('plays 500 elements on the benchmark stage by default', () => {
    expect(readBenchOptions('')).toEqual({ elements: 500, view: 'bench', playing: true, startTime: 0 });
  });

  it('reads the count, the view and a held frame, clamping the count', () => {
    expect(readBenchOptions('elements=20&view=player&play=0&t=3000')).toEqual({ elements: 20, view: 'player', playing: false, startTime: 3000 });
    expect(readBenchOptions('elements=999999').elements).toBe(5000);
    expect(readBenchOptions('elements=-3').elements).toBe(1);
    expect(readBenchOptions('elements=abc&t=-5').elements).toBe(500);
    expect(readBenchOptions('t=-5').startTime).toBe(0);
  });
});
