// Single sign-on end to end against an OpenID Connect provider (a fake one on this machine): the
// product sends the browser to the provider with PKCE and a state, takes the code back, checks the
// signed ID token, and opens a session for the user an admin added with that email. Everyone else,
// and every tampered or stale return, lands on the login page with a message and no session.
import { AuthPaths } from '@wb/contracts';
import { SESSION_COOKIE } from '@wb/platform';
import { startFakeOidcProvider, type FakeOidcProvider } from '../testing/fakeOidcProvider';
import { HttpClient, type Answer } from '../testing/httpClient';
import { startTestApp, type TestApp } from '../testing/startTestApp';

const MEMBER = 'sso.member@example.com';

let provider: FakeOidcProvider;
let app: TestApp;

beforeAll(async () => {
  provider = await startFakeOidcProvider();
  app = await startTestApp({
    env: { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret, OIDC_CONNECTION: 'google' },
  });
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  const added = await admin.post('/api/admin/addUser', { userID: 40, email: MEMBER, givenName: 'Sam', familyName: 'Single' });
  expect(added.status).toBe(200);
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await provider?.stop();
});

/** Where a redirect answer sends the browser. */
const location = (answer: Answer): string => {
  expect(answer.status).toBe(302);
  return answer.headers.get('location') ?? '';
};

/** The browser's trip: the product's sign-on link, then the provider, then back to the product. */
const startSignOn = async (browser: HttpClient): Promise<string> => location(await browser.get(`${AuthPaths.initialize}?connection=google`));
const returnTo = (browser: HttpClient, url: string): Promise<Answer> => {
  const back = new URL(url);
  return browser.get(`${back.pathname}${back.search}`);
};

const loginError = (answer: Answer): string | null => {
  const target = location(answer);
  const match = /^\/#\/login\?error=(.*)$/.exec(target);
  return match ? decodeURIComponent(match[1] ?? '') : null;
};

it('signs in a user an admin added, by the email the provider vouches for', async () => {
  const browser = new HttpClient(app.url);
  const authorization = await startSignOn(browser);
  expect(authorization.startsWith(`${provider.issuer}/authorize?`)).toBe(true);
  expect(new URL(authorization).searchParams.get('redirect_uri')).toBe(`${app.url}${AuthPaths.callback}`);

  const back = await returnTo(browser, provider.authorize(authorization, { email: MEMBER, email_verified: true }));
  expect(location(back)).toBe('/#/home');
  expect(browser.cookie(SESSION_COOKIE)).toBeDefined();
  const me = await browser.post('/api/user/getUser', {});
  expect({ status: me.status, userID: me.body.user?.userID, email: me.body.user?.email }).toEqual({ status: 200, userID: 40, email: MEMBER });
});

it('refuses a stranger: nobody added that email', async () => {
  const browser = new HttpClient(app.url);
  const authorization = await startSignOn(browser);
  const back = await returnTo(browser, provider.authorize(authorization, { email: 'stranger@example.com', email_verified: true }));
  expect(loginError(back)).toBe('No account uses that email. Ask an admin to add you.');
  expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
});

it('refuses an email the provider has not verified', async () => {
  const browser = new HttpClient(app.url);
  const authorization = await startSignOn(browser);
  const back = await returnTo(browser, provider.authorize(authorization, { email: MEMBER, email_verified: false }));
  expect(loginError(back)).toBe('The identity provider did not confirm an email address.');
  expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
});

it('refuses a return whose state is not the one it sent', async () => {
  const browser = new HttpClient(app.url);
  const authorization = await startSignOn(browser);
  const back = new URL(provider.authorize(authorization, { email: MEMBER, email_verified: true }));
  back.searchParams.set('state', 'forged');
  expect(loginError(await returnTo(browser, back.href))).toBe('Single sign-on failed. Please try again.');
  expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
});

it('refuses a return to a browser that did not start the sign-on', async () => {
  const starter = new HttpClient(app.url);
  const authorization = await startSignOn(starter);
  const other = new HttpClient(app.url);
  const back = await returnTo(other, provider.authorize(authorization, { email: MEMBER, email_verified: true }));
  expect(loginError(back)).toBe('The sign-in took too long or was started elsewhere. Please try again.');
  expect(other.cookie(SESSION_COOKIE)).toBeUndefined();
});

it('answers 404 for a connection that is not configured', async () => {
  const answer = await new HttpClient(app.url).get(`${AuthPaths.initialize}?connection=github`);
  expect({ status: answer.status, msg: answer.body.error?.msg }).toEqual({ status: 404, msg: 'There is no single sign-on connection named github.' });
});

it('refuses the same return a second time: the state and its code are good for one sign-in', async () => {
  const browser = new HttpClient(app.url);
  const authorization = await startSignOn(browser);
  const flowCookie = browser.cookie('wb_oidc') ?? '';
  const callback = provider.authorize(authorization, { email: MEMBER, email_verified: true });
  expect(location(await returnTo(browser, callback))).toBe('/#/home');
  // The same browser again: its flow cookie went with the first return.
  const again = new HttpClient(app.url);
  expect(loginError(await returnTo(again, callback))).toBe('The sign-in took too long or was started elsewhere. Please try again.');
  expect(again.cookie(SESSION_COOKIE)).toBeUndefined();
  // Someone who copied the flow cookie too: the provider takes a code once.
  const replayer = new HttpClient(app.url);
  const back = new URL(callback);
  const replay = await replayer.get(`${back.pathname}${back.search}`, { cookie: `wb_oidc=${flowCookie}` });
  expect(loginError(replay)).toBe('Single sign-on failed. Please try again.');
  expect(replayer.cookie(SESSION_COOKIE)).toBeUndefined();
});

it('offers no popup sign-in where none is configured, and says so to a caller who tries', async () => {
  const ids = await new HttpClient(app.url).get(AuthPaths.googleClientId);
  expect(ids.body).toEqual({ googleClientID: null });
  const answer = await new HttpClient(app.url).post(AuthPaths.google, { idToken: 'a.b.c' });
  expect({ status: answer.status, code: answer.body.error?.code, msg: answer.body.error?.msg }).toEqual({
    status: 424,
    code: 'popupSignInNotConfigured',
    msg: 'Sign-in with Google is not configured on this server. Ask an administrator to set GOOGLE_CLIENT_ID.',
  });
});
