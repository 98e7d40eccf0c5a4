import { isPublicRoute, parseRoute, redirectFor, requiredGrantOf } from './routes';

describe('parseRoute', () => {
  it('reads the spec routes from the hash', () => {
    expect(parseRoute('#/home')).toEqual({ name: 'home', filter: null });
    expect(parseRoute('#/home/subscribed')).toEqual({ name: 'home', filter: 'subscribed' });
    expect(parseRoute('#/admin/permissions')).toEqual({ name: 'admin', routeId: 'permissions' });
    expect(parseRoute('#/admin')).toEqual({ name: 'admin', routeId: null });
    expect(parseRoute('#/project/p1/learning')).toEqual({ name: 'projectLearning', projectID: 'p1' });
    expect(parseRoute('#/projectContents/p1')).toEqual({ name: 'projectContents', projectID: 'p1', commentID: null });
    expect(parseRoute('#/projectContents/p1/comments/c%201')).toEqual({ name: 'projectContents', projectID: 'p1', commentID: 'c 1' });
    expect(parseRoute('#/set-password/abc123')).toEqual({ name: 'setPassword', token: 'abc123' });
    expect(parseRoute('')).toEqual({ name: 'landing' });
  });

  it('decodes names in the path', () => {
    expect(parseRoute('#/project/My%20Project')).toEqual({ name: 'project', projectID: 'My Project', rest: '' });
  });

  it('calls anything else unknown', () => {
    expect(parseRoute('#/nowhere').name).toBe('unknown');
    expect(parseRoute('#/project').name).toBe('unknown');
  });
});

describe('redirectFor', () => {
  it('sends a signed-in user from /, /login or an unknown path to /home', () => {
    expect(redirectFor(parseRoute('/'), true)).toBe('/home');
    expect(redirectFor(parseRoute('/login'), true)).toBe('/home');
    expect(redirectFor(parseRoute('/what'), true)).toBe('/home');
    expect(redirectFor(parseRoute('/admin/users'), true)).toBeNull();
  });

  it('sends /review/{type} without a slug where / goes (spec 002 route table)', () => {
    expect(redirectFor(parseRoute('/review/scene'), true)).toBe(redirectFor(parseRoute('/'), true));
    expect(redirectFor(parseRoute('/review/project'), true)).toBe('/home');
    expect(redirectFor(parseRoute('/review'), true)).toBe('/home');
    // A visitor is shown what / shows them: the landing page.
    expect(isPublicRoute(parseRoute('/review/scene'))).toBe(false);
    expect(isPublicRoute(parseRoute('/review/scene/Intro-abc'))).toBe(true);
  });

  it('leaves a visitor where they are (they see the landing page)', () => {
    expect(redirectFor(parseRoute('/home'), false)).toBeNull();
    expect(isPublicRoute(parseRoute('/home'))).toBe(false);
    expect(isPublicRoute(parseRoute('/login'))).toBe(true);
  });

  it('gates the dashboard and project screens behind content.projects', () => {
    expect(requiredGrantOf(parseRoute('/home'))).toBe('content.projects-view');
    expect(requiredGrantOf(parseRoute('/project/x'))).toBe('content.projects-view');
    expect(requiredGrantOf(parseRoute('/admin'))).toBeNull();
  });
});

describe('the spec redirects of project routes', () => {
  it('opens the files of a project named without a view', () => {
    expect(redirectFor(parseRoute('/project/p1'), true)).toBe('/project/p1/files');
    expect(redirectFor(parseRoute('/project/My%20Project'), true)).toBe('/project/My%20Project/files');
  });

  it('turns a bare numeric file id into /files/{fileID}', () => {
    expect(redirectFor(parseRoute('/project/p1/42'), true)).toBe('/project/p1/files/42');
  });

  it('leaves the other project views alone', () => {
    expect(redirectFor(parseRoute('/project/p1/files'), true)).toBeNull();
    expect(redirectFor(parseRoute('/project/p1/editor/dashboard'), true)).toBeNull();
  });
});

describe('the login route', () => {
  it('carries the reason a single sign-on failed, from ?error=', () => {
    expect(parseRoute('#/login?error=Single%20sign-on%20failed.')).toEqual({ name: 'login', error: 'Single sign-on failed.' });
    expect(parseRoute('#/login')).toEqual({ name: 'login', error: null });
  });
});
