import { AuthPaths } from '@wb/contracts';
import { SSO_CONNECTIONS_PATH } from '../../api/ssoConnections';
import { aUser } from '../../testing/fixtures';
import { apiFailure, runWithFakes } from '../../testing/sagaHarness';
import { watchAuth } from './authSagas';
import { appStarted, loginSubmitted, logoutRequested, selectIsAnyAdmin } from './authSlice';

const user = (permissions: string[]) => aUser({ permissions });

describe('the session', () => {
  it('is checked at start: signed in loads the own user with permissions', async () => {
    const h = runWithFakes(watchAuth, { '/user/checkLoggedIn': () => ({ loggedIn: true }), '/user/getUser': () => ({ user: user(['admin.users']) }) });
    h.dispatch(appStarted());
    await h.settle();
    expect(h.state().auth.status).toBe('signedIn');
    expect(selectIsAnyAdmin(h.state())).toBe(true);
    h.task.cancel();
  });

  it('is checked at start: a visitor stays signed out without an error toast', async () => {
    const h = runWithFakes(watchAuth, { '/user/checkLoggedIn': () => ({ loggedIn: false }) });
    h.dispatch(appStarted());
    await h.settle();
    expect(h.state().auth.status).toBe('signedOut');
    expect(h.toasts).toEqual([]);
    h.task.cancel();
  });

  it('signs in with email and password and goes to the dashboard', async () => {
    const h = runWithFakes(watchAuth, { [AuthPaths.login]: () => ({ ok: true }), '/user/getUser': () => ({ user: user(['content.projects-view']) }) });
    h.dispatch(loginSubmitted({ email: 'ada@x.io', password: 'pw' }));
    await h.settle();
    expect(h.calls[0]).toEqual({ path: '/auth/login', input: { email: 'ada@x.io', password: 'pw' } });
    expect(h.navigations).toEqual(['/home']);
    expect(selectIsAnyAdmin(h.state())).toBe(false);
    h.task.cancel();
  });

  it("shows the server's reason when sign-in is refused", async () => {
    const h = runWithFakes(watchAuth, { [AuthPaths.login]: () => { throw apiFailure(401, 'That email and password do not match an account.', 'unauthenticated'); } });
    h.dispatch(loginSubmitted({ email: 'ada@x.io', password: 'bad' }));
    await h.settle();
    expect(h.state().auth.login).toEqual({ pending: false, error: 'That email and password do not match an account.' });
    expect(h.navigations).toEqual([]);
    h.task.cancel();
  });

  it('signs out and shows the landing page', async () => {
    const h = runWithFakes(watchAuth, { [AuthPaths.logout]: () => ({ ok: true }) });
    h.dispatch(logoutRequested());
    expect(h.state().auth.signingOut).toBe(true);
    await h.settle();
    expect(h.state().auth.status).toBe('signedOut');
    expect(h.navigations).toEqual(['/']);
    h.task.cancel();
  });

  it('offers a sign-on button per connection the server names', async () => {
    const h = runWithFakes(watchAuth, {
      '/user/checkLoggedIn': () => ({ loggedIn: false }),
      [SSO_CONNECTIONS_PATH]: () => [{ name: 'google', label: 'Google' }],
    });
    h.dispatch(appStarted());
    await h.settle();
    expect(h.state().auth.ssoConnections).toEqual([{ name: 'google', label: 'Google' }]);
    h.task.cancel();
  });

  it('offers none, without an error toast, when the server does not say', async () => {
    const h = runWithFakes(watchAuth, { '/user/checkLoggedIn': () => ({ loggedIn: false }) });
    h.dispatch(appStarted());
    await h.settle();
    expect(h.state().auth.ssoConnections).toEqual([]);
    expect(h.toasts).toEqual([]);
    h.task.cancel();
  });
});
