import { bySpecificity, compilePattern, matchPattern } from './routePattern';

const match = (pattern: string, path: string) =>
  matchPattern(
    compilePattern(pattern),
    path.split('/').filter((s) => s !== ''),
  );

describe('a route path pattern', () => {
  it('binds its parameters, an optional one to undefined when the path ends before it', () => {
    expect(match('/project/:projectID', '/project/p1')).toEqual({ projectID: 'p1' });
    expect(match('/admin/:routeId?', '/admin')).toEqual({ routeId: undefined });
    expect(match('/project/:projectID/*', '/project/p1/files/3')).toEqual({ projectID: 'p1', rest: ['files', '3'] });
    expect(match('/project/:projectID/*', '/project/p1')).toEqual({ projectID: 'p1', rest: [] });
  });

  it('refuses a missing parameter, another literal, and segments past its end without *', () => {
    expect(match('/project/:projectID', '/project')).toBeNull();
    expect(match('/home', '/homes')).toBeNull();
    expect(match('/assets/uploads', '/assets/uploads/x')).toBeNull();
    expect(match('/', '/anything')).toBeNull();
    expect(match('/', '/')).toEqual({});
  });

  it('orders the more specific of two patterns that match one path first', () => {
    const sorted = (...sources: string[]) =>
      sources
        .map(compilePattern)
        .sort(bySpecificity)
        .map((p) => p.source);
    expect(sorted('/assets/:kit?/:view?/*', '/assets/uploads')).toEqual(['/assets/uploads', '/assets/:kit?/:view?/*']);
    expect(sorted('/project/:projectID/*', '/project/:projectID/editor/dashboard')).toEqual(['/project/:projectID/editor/dashboard', '/project/:projectID/*']);
    expect(sorted('/a/*', '/a')).toEqual(['/a', '/a/*']);
  });

  it('is refused when it cannot be read one way', () => {
    expect(() => compilePattern('home')).toThrow("The route path 'home' does not start with /");
    expect(() => compilePattern('/a/*/b')).toThrow("In the route path '/a/*/b', * comes last");
    expect(() => compilePattern('/a/:b?/c')).toThrow("In the route path '/a/:b?/c', only optional parameters or * follow an optional parameter");
  });
});
