// The error log in the browser (spec 000 sections 2, 3 and 8): an error the page meets is reported and
// appears in Admin > Errors under Client, with Show/Hide stack; a server error under Server, its JSON
// message shown as JSON. At 1280 and 480 px, with axe.
import type { Page } from 'puppeteer-core';
import { seriousAccessibilityProblems } from './axe';
import { byRole, click, screenshot, signIn, waitForText, waitForTextGone } from './browser';
import { startJourney } from './journey';

const heading = (page: Page, name: string) => page.waitForSelector(byRole('heading', name), { visible: true });
/** A segment of a segmented control: its radio is visually hidden, its label is what one clicks. */
const segment = (page: Page, name: string) => page.click(`xpath/.//label[normalize-space(.)="${name}"]`);
const CLIENT_MSG = 'E2E: cannot read properties of undefined (token=tok-123)';

describe('the admin Errors section shows the error log', () => {
  const j = startJourney('zz-error-log-last');
  let page: Page;
  beforeAll(async () => {
    page = j.page;
    await page.setViewport({ width: 1280, height: 860 });
    await signIn(page, j.app.url, j.app.adminEmail, j.app.adminPassword);
  }, 60_000);

  it('client errors the page meets appear under Client, redacted, with the stack behind Show stack', async () => {
    await page.goto(`${j.app.url}/#/home`);
    await page.waitForSelector(byRole('button', 'Send feedback'), { visible: true });
    // What the window hears of an uncaught error in the app's script and of an unhandled rejection (the
    // browser does not raise either for code a test evaluates: its script is the test's, not the page's).
    let reported = 0;
    const bothReported = new Promise<void>((resolve) => {
      page.on('response', (r) => {
        if (r.url().endsWith('/api/errors/logClientError') && r.status() === 200 && (reported += 1) === 2) resolve();
      });
    });
    await page.evaluate((msg) => {
      const error = new TypeError(msg);
      window.dispatchEvent(new ErrorEvent('error', { message: `Uncaught TypeError: ${msg}`, filename: `${location.origin}/assets/index.js`, lineno: 12, colno: 34, error }));
      window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: new Error('E2E: save failed') }));
    }, CLIENT_MSG);
    await bothReported;
    await page.goto(`${j.app.url}/#/admin/errors`);
    await heading(page, 'Errors');
    await segment(page, 'Client');
    await waitForText(page, 'Uncaught TypeError: E2E: cannot read properties of undefined (token=[Redacted])');
    await waitForText(page, 'Unhandled rejection: E2E: save failed');
    const row = await page.waitForSelector('xpath/.//tr[.//text()[contains(., "E2E: cannot read")]]', { visible: true });
    const cells = await row!.$$eval('td', (tds) => tds.map((td) => (td as HTMLElement).innerText));
    expect(cells.slice(0, 4)).toEqual(['js', '1', expect.stringMatching(/\S/), `${j.app.url}/assets/index.js:12:34`]);
    expect(await page.$$eval('[data-error-id]', (rows) => rows.length)).toBe(2);
    await row!.$eval('button', (b) => (b as HTMLButtonElement).click());
    await waitForText(page, 'Hide stack');
    await waitForText(page, 'TypeError: E2E');
    await screenshot(page, 'error-log-client-1280');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await click(page, 'button', 'Hide stack');
    await waitForTextGone(page, 'Hide stack');
  });

  it('a server error appears under Server, its JSON message shown as JSON, also on a phone', async () => {
    process.emit('unhandledRejection', new Error('{"code":"E_POOL","detail":"pool exhausted"}'), Promise.resolve());
    await segment(page, 'Server');
    // The live stream refreshes the list when the entry is projected.
    await page.waitForSelector('[data-message="json"]', { visible: true });
    expect(await page.$eval('[data-message="json"]', (el) => (el as HTMLElement).innerText)).toBe('{\n  "code": "E_POOL",\n  "detail": "pool exhausted"\n}');
    await waitForText(page, 'unhandledRejection');
    await screenshot(page, 'error-log-server-1280');
    await page.setViewport({ width: 480, height: 860 });
    await heading(page, 'Errors');
    await screenshot(page, 'error-log-server-480');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });
});
