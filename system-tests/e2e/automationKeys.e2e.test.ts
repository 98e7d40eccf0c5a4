// The admin File Exports tab's automation keys at 1280 px: an admin makes a key for the screen-recording
// exporter, sees it once with a copy button, and the key opens the exporter's check to a caller with no
// session; revoked after the confirmation, the same key is refused at once.
import type { Page } from 'puppeteer-core';
import { seriousAxeViolations } from './axe';
import { byRole, click, screenshot, signIn, typeInto, waitForDialogsClosed, waitForText } from './browser';
import { startJourney } from './journey';

/** What /checkPuppeteerAccess answers a caller without a session (the key is its only credential), as a page of the product asks it. */
const keyOpens = async (appUrl: string, key: string): Promise<boolean> => {
  const answer = await fetch(`${appUrl}/api/checkPuppeteerAccess`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(appUrl).origin },
    body: JSON.stringify({ key, scope: 'exporter' }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { access: boolean }).access;
};

const statusOf = (page: Page, name: string) =>
  page.$$eval('table[aria-label="Automation keys"] tbody tr', (rows, wanted) => rows.find((row) => row.textContent?.includes(wanted as string))?.textContent ?? '', name);

describe('automation keys in the admin File Exports tab', () => {
  const j = startJourney('zz-automation-keys-last');
  let page: Page;
  let key = '';
  beforeAll(async () => {
    page = j.page;
    await page.setViewport({ width: 1280, height: 900 });
    await signIn(page, j.app.url, j.app.adminEmail, j.app.adminPassword);
  }, 60_000);

  it('makes a key for the exporter and shows it once, with a copy button', async () => {
    await page.goto(`${j.app.url}/#/admin/exports`);
    await page.waitForSelector(byRole('heading', 'Automation keys'), { visible: true });
    await click(page, 'button', 'New key');
    await typeInto(page, 'Name', 'Recording booth');
    // The screen-recording exporter is ticked at first: the key opens /exporter.
    expect(await page.$eval(byRole('checkbox', 'Screen-recording exporter (/exporter)'), (el) => (el as HTMLInputElement).checked)).toBe(true);
    await click(page, 'button', 'Make key');
    await waitForText(page, 'Your new access key');
    key = await page.$eval(byRole('textbox', 'Access key'), (el) => (el as HTMLInputElement).value);
    expect(key).toMatch(/^[\w-]{43}$/);
    await page.waitForSelector(byRole('button', 'Copy access key'), { visible: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'automation-keys-01-made');
    await click(page, 'button', 'Done');
    await waitForDialogsClosed(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await waitForText(page, 'Recording booth');
    expect(await statusOf(page, 'Recording booth')).toContain('Active');
  }, 60_000);

  it('the key opens the exporter to a caller with no session, until it is revoked', async () => {
    expect(await keyOpens(j.app.url, key)).toBe(true);
    await click(page, 'button', 'Revoke');
    await waitForText(page, 'Revoke Recording booth?');
    await screenshot(page, 'automation-keys-02-revoke');
    await page.click('.mantine-Modal-content ::-p-aria([name="Revoke"][role="button"])');
    await page.waitForFunction(() => Array.from(document.querySelectorAll('table[aria-label="Automation keys"] tbody tr')).some((row) => row.textContent?.includes('Revoked')), { timeout: 15_000 });
    expect(await keyOpens(j.app.url, key)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'zz-automation-keys-last');
  }, 60_000);
});
