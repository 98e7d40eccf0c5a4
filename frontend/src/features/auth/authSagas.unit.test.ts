import { fork } from 'redux-saga/effects';
import { AuthPaths } from '@wb/contracts';
import { watchQueryErrors } from '../../app/queryErrorSagas';
import { SSO_CONNECTIONS_PATH } from '../../api/ssoConnections';
import { aUser } from '../../testing/fixtures';
import { apiFailure, runWithFakes } from '../../testing/sagaHarness';
import { watchAuth } from './authSagas';
import { appStarted, loginSubmitted, logoutRequested, selectCurrentUser, selectIsAnyAdmin, setPasswordSubmitted } from './authSlice';
import { sessionApi } from './sessionApi';

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

  it('keeps the signed-in user while signed in, and forgets them on signing out', async () => {
    const h = runWithFakes(watchAuth, {
      '/user/checkLoggedIn': () => ({ loggedIn: true }),
      '/user/getUser': () => ({ user: user([]) }),
      [AuthPaths.logout]: () => ({ ok: true }),
    });
    h.dispatch(appStarted());
    await h.settle();
    expect(selectCurrentUser(h.state())?.fullName).toBe('Ada Lovelace');
    h.dispatch(logoutRequested());
    await h.settle();
    expect(selectCurrentUser(h.state())).toBeNull();
    h.task.cancel();
  });

  it('stays on the page asked for when the server answers that nobody is signed in', async () => {
    const h = runWithFakes(
      function* app() {
        yield fork(watchQueryErrors);
        yield* watchAuth();
      },
      {
        '/user/checkLoggedIn': () => {
          throw apiFailure(401, 'Not signed in', 'unauthenticated');
        },
      },
    );
    h.dispatch(appStarted());
    await h.settle();
    expect(h.state().auth.status).toBe('signedOut');
    expect(h.navigations).toEqual([]);
    expect(h.toasts).toEqual([]);
    h.task.cancel();
  });

  it('stays signed out, with a toast, when the session cannot be checked', async () => {
    const h = runWithFakes(watchAuth, {
      '/user/checkLoggedIn': () => {
        throw apiFailure(500, 'Something happened', 'internal');
      },
    });
    h.dispatch(appStarted());
    await h.settle();
    expect(h.state().auth.status).toBe('signedOut');
    expect(h.toasts).toEqual([{ kind: 'error', message: 'Something happened' }]);
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

  it('signs the newcomer in once their password is set from the one-time link, and opens the dashboard', async () => {
    const h = runWithFakes(watchAuth, { [AuthPaths.setPassword]: () => ({ ok: true, user: { userID: 5 } }), '/user/getUser': () => ({ user: user(['content.projects-edit']) }) });
    h.dispatch(setPasswordSubmitted({ token: 'a-one-time-token', password: 'compilers sail at dawn' }));
    await h.settle();
    expect(h.state().auth.setPassword).toEqual({ pending: false, error: null, done: true });
    expect(h.state().auth.status).toBe('signedIn');
    expect(h.navigations).toEqual(['/home']);
    h.task.cancel();
  });

  it("shows the server's reason when sign-in is refused", async () => {
    const h = runWithFakes(watchAuth, {
      [AuthPaths.login]: () => {
        throw apiFailure(401, 'That email and password do not match an account.', 'unauthenticated');
      },
    });
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

  const shownConnections = async (handlers: Parameters<typeof runWithFakes>[1]) => {
    const h = runWithFakes(watchAuth, handlers);
    await h.store.dispatch(sessionApi.endpoints.ssoConnections.initiate());
    const shown = { connections: sessionApi.endpoints.ssoConnections.select()(h.state()).data, toasts: h.toasts };
    h.task.cancel();
    return shown;
  };

  it('offers a sign-on button per connection the server names', async () => {
    const shown = await shownConnections({ [SSO_CONNECTIONS_PATH]: () => [{ name: 'google', label: 'Google' }] });
    expect(shown.connections).toEqual([{ name: 'google', label: 'Google' }]);
  });

  it('offers none, without an error toast, when the server does not say', async () => {
    expect(await shownConnections({})).toEqual({ connections: [], toasts: [] });
  });
});
