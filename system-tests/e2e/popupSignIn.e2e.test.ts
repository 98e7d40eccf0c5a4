// The popup sign-in in the browser: the login page offers 'Sign in with Google' when the server names
// the provider's client id; the button opens the provider (one on this machine that approves at once)
// in a popup, the popup comes back to our return page with the ID token, and the login page sends it
// to the server. An added member lands where the redirect parameter said; a stranger sees the dialog
// 'Uh oh, something went wrong' with the server's text and stays signed out.
import type { Page } from 'puppeteer-core';
import { startFakeOidcProvider, type FakeOidcProvider } from '../src/testing/fakeOidcProvider';
import { HttpClient } from '../src/testing/httpClient';
import { startTestApp, type TestApp } from '../src/testing/startTestApp';
import { seriousAxeViolations } from './axe';
import { assertPrerequisites, click, openBrowser, openPrivatePage, screenshot, waitForText, type BrowserSession } from './browser';

const MEMBER = 'casey@example.com';

const shootAt = async (page: Page, width: number, name: string) => {
  await page.setViewport({ width, height: 900 });
  return screenshot(page, name);
};

/** Who the browser's session belongs to, as the server says (null: no session). */
const sessionEmail = (page: Page): Promise<string | null> =>
  page.evaluate(async () => {
    const answer = await fetch('/api/user/getUser', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    return answer.ok ? (((await answer.json()) as { user?: { email?: string } }).user?.email ?? null) : null;
  });

describe('a team member signing in with the Google popup', () => {
  let provider: FakeOidcProvider;
  let app: TestApp;
  let session: BrowserSession;

  beforeAll(async () => {
    assertPrerequisites();
    provider = await startFakeOidcProvider();
    app = await startTestApp({ env: { GOOGLE_ISSUER: provider.issuer, GOOGLE_CLIENT_ID: provider.clientId } });
    const admin = new HttpClient(app.url);
    await admin.signIn(app.adminEmail, app.adminPassword);
    const added = await admin.post('/api/admin/addUser', { userID: 31, email: MEMBER, givenName: 'Casey', familyName: 'Popup' });
    if (added.status !== 200) throw new Error(`addUser: ${added.status} ${added.text}`);
    session = await openBrowser();
  }, 120_000);

  afterAll(async () => {
    if (session) await screenshot(session.page, 'popup-sign-in-last-screen').catch(() => undefined);
    await session?.close();
    await app?.stop();
    await provider?.stop();
  }, 60_000);

  it('the login page offers the popup sign-in, and has no serious accessibility problem', async () => {
    const page = await openPrivatePage(session.browser);
    await page.goto(`${app.url}/#/login`);
    await page.locator('::-p-aria([name="Sign in with Google"][role="button"])').wait();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootAt(page, 1280, 'popupSignIn-login-1280');
    await shootAt(page, 480, 'popupSignIn-login-480');
    await page.close();
  }, 60_000);

  it('a stranger sees the server say why, in the dialog, and stays signed out', async () => {
    const page = await openPrivatePage(session.browser);
    provider.signInBrowsersAs('stranger@example.com');
    await page.goto(`${app.url}/#/login`);
    await click(page, 'button', 'Sign in with Google');
    const dialog = await page.waitForSelector('[role="dialog"]');
    await waitForText(page, 'Uh oh, something went wrong');
    expect(await dialog!.evaluate((d) => (d as HTMLElement).innerText)).toContain('No account uses that email. Ask an admin to add you.');
    expect(page.url()).toContain('#/login');
    expect(await sessionEmail(page)).toBeNull();
    // The dialog too: once it has faded in (axe waits for that).
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootAt(page, 1280, 'popupSignIn-stranger-1280');
    await shootAt(page, 480, 'popupSignIn-stranger-480');
    await page.close();
  }, 60_000);

  it('a token meant for another application is refused, in the dialog', async () => {
    const page = await openPrivatePage(session.browser);
    provider.signInBrowsersAs(MEMBER, { audience: 'another-application' });
    await page.goto(`${app.url}/#/login`);
    await click(page, 'button', 'Sign in with Google');
    await waitForText(page, 'The sign-in with Google was meant for another application.');
    expect(await sessionEmail(page)).toBeNull();
    await page.close();
  }, 60_000);

  it('an expired token is refused, in the dialog', async () => {
    const page = await openPrivatePage(session.browser);
    provider.signInBrowsersAs(MEMBER, { expiresInSeconds: -120 });
    await page.goto(`${app.url}/#/login`);
    await click(page, 'button', 'Sign in with Google');
    await waitForText(page, 'The sign-in with Google has expired. Please try again.');
    expect(await sessionEmail(page)).toBeNull();
    await page.close();
  }, 60_000);

  it('an added member signs in through the popup and lands where the redirect parameter said', async () => {
    const page = await openPrivatePage(session.browser);
    provider.signInBrowsersAs(MEMBER);
    await page.goto(`${app.url}/#/login?redirect=${encodeURIComponent('/profile')}`);
    // The popup is a window of its own: it opens, goes to the provider and back, and closes.
    const popupOpened = new Promise<Page | null>((resolve) => page.once('popup', resolve));
    await click(page, 'button', 'Sign in with Google');
    expect(await popupOpened).not.toBeNull();
    await page.waitForFunction(() => window.location.hash.startsWith('#/profile'));
    expect(await sessionEmail(page)).toBe(MEMBER);
    await waitForText(page, 'Casey');
    await shootAt(page, 1280, 'popupSignIn-landed-1280');
    await page.close();
  }, 60_000);
});
