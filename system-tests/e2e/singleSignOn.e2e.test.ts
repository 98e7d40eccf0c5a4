// Single sign-on in the browser: the login page offers the configured provider, the button goes
// there and back (a provider on this machine that approves at once), and the person lands on their
// dashboard; a stranger lands back on the login page with the reason.
import { startFakeOidcProvider, type FakeOidcProvider } from '../src/testing/fakeOidcProvider';
import { HttpClient } from '../src/testing/httpClient';
import { startTestApp, type TestApp } from '../src/testing/startTestApp';
import { assertPrerequisites, click, openBrowser, screenshot, waitForText, type BrowserSession } from './browser';

describe('a team member signing in with their single sign-on account', () => {
  let provider: FakeOidcProvider;
  let app: TestApp;
  let session: BrowserSession;

  beforeAll(async () => {
    assertPrerequisites();
    provider = await startFakeOidcProvider();
    app = await startTestApp({
      env: { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret, OIDC_CONNECTION: 'google' },
    });
    const admin = new HttpClient(app.url);
    await admin.signIn(app.adminEmail, app.adminPassword);
    const added = await admin.post('/api/admin/addUser', { userID: 30, email: 'robin@example.com', givenName: 'Robin', familyName: 'Sso' });
    if (added.status !== 200) throw new Error(`addUser: ${added.status} ${added.text}`);
    const granted = await admin.post('/api/admin/addGrants', { userID: 30, grants: ['content.projects-view'] });
    if (granted.status !== 200) throw new Error(`addGrants: ${granted.status} ${granted.text}`);
    session = await openBrowser();
  }, 120_000);

  afterAll(async () => {
    if (session) await screenshot(session.page, 'sso-last-screen').catch(() => undefined);
    await session?.close();
    await app?.stop();
    await provider?.stop();
  }, 60_000);

  it('a stranger is sent back to the sign-in page with the reason', async () => {
    const { page } = session;
    provider.signInBrowsersAs('stranger@example.com');
    await page.goto(`${app.url}/#/login`);
    await click(page, 'link', 'Sign in with Google');
    await waitForText(page, 'No account uses that email. Ask an admin to add you.');
    expect(page.url()).toContain('#/login');
    await screenshot(page, 'sso-01-stranger');
  }, 60_000);

  it('an added member signs in with Google and reaches their dashboard', async () => {
    const { page } = session;
    provider.signInBrowsersAs('robin@example.com');
    await page.goto(`${app.url}/#/login`);
    await waitForText(page, 'Sign in to your workspace.');
    await click(page, 'link', 'Sign in with Google');
    await page.waitForFunction(() => window.location.hash.startsWith('#/home'));
    await waitForText(page, 'Recent projects');
    // The session the browser holds is Robin's.
    const me = await page.evaluate(async () => {
      const answer = await fetch('/api/user/getUser', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      return ((await answer.json()) as { user?: { email?: string } }).user?.email;
    });
    expect(me).toBe('robin@example.com');
    await screenshot(page, 'sso-02-dashboard');
  }, 60_000);
});
