// Single sign-on in the browser: the login page offers the configured provider, the button goes
// there and back (a provider on this machine that approves at once), and the person lands on their
// dashboard; a stranger lands back on the login page with the reason, and so does anyone who opens
// the same return address a second time.
import { startFakeOidcProvider, type FakeOidcProvider } from '../src/testing/fakeOidcProvider';
import { HttpClient } from '../src/testing/httpClient';
import { startTestApp, type TestApp } from '../src/testing/startTestApp';
import { AuthPaths } from '@wb/contracts';
import { assertPrerequisites, click, openBrowser, openPrivatePage, screenshot, waitForText, type BrowserSession } from './browser';

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

  /** The provider's return address the browser last opened (it carries the code and the state). */
  let returnAddress = '';

  it('an added member signs in with Google and reaches their dashboard', async () => {
    const { page } = session;
    provider.signInBrowsersAs('robin@example.com');
    page.on('request', (request) => {
      if (request.url().startsWith(`${app.url}${AuthPaths.callback}?`)) returnAddress = request.url();
    });
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

  it('the same return address opened again signs nobody in', async () => {
    expect(returnAddress).toContain('state=');
    const page = await openPrivatePage(session.browser);
    await page.goto(returnAddress);
    await waitForText(page, 'The sign-in took too long or was started elsewhere. Please try again.');
    expect(page.url()).toContain('#/login');
    const status = await page.evaluate(async () => (await fetch('/api/user/getUser', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status);
    expect(status).toBe(401);
    await page.close();
  }, 60_000);
});
