// Tracking in the browser (spec 000 sections 2, 3 and 5; issue 20): a member of a project opens its
// contents page, saves the word count, logs hours for two task types (the hours box keeps numeric text
// only, a lone '.' becoming '0.'), sees the totals per task type, per person and in all, edits and
// removes an entry, and finds it all again after a reload. Axe finds no serious problem; screenshots
// at 1280 and 480 wide.
import type { Page } from 'puppeteer-core';
import { Messages } from '@wb/contracts';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { seriousAccessibilityProblems } from './axe';
import { byRole, click, screenshot, signIn, waitForText, waitForTextGone } from './browser';
import { startJourney } from './journey';

// A viewer: she may change the project's tracking because she is its member (she created it).
const MIA = { userID: 2, email: 'mia@example.com', givenName: 'Mia', familyName: 'Member', password: 'member-password-1' };
const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
/** Today on this machine, as the date box starts (the browser runs here too). */
const TODAY = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
let projectID = '';

const seed = async (app: TestApp): Promise<void> => {
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  const must = async (client: HttpClient, path: string, body: unknown) => {
    const answer = await client.post(path, body);
    if (answer.status !== 200) throw new Error(`seed ${path}: ${answer.status} ${answer.text}`);
    return answer;
  };
  await must(admin, '/api/admin/addUser', MIA);
  await must(admin, '/api/admin/addGrants', { userID: MIA.userID, grants: ['content.projects-view'] });
  const mia = new HttpClient(app.url);
  await mia.signIn(MIA.email, MIA.password);
  projectID = (await must(mia, '/api/project/create', { name: 'Plate tectonics', groups: [] })).body.project.projectID as string;
};

const section = '#contents-tracking';
/** Axe looks at the Tracking section: the header and the other sections are other areas' screens. */
const trackingAxe = (page: Page) => seriousAccessibilityProblems(page, ['.mantine-Notifications-root', 'header', 'section[id^="contents-"]:not(#contents-tracking)']);
/** The text of the Tracking section, to read totals off. */
const sectionText = (page: Page) => page.$eval(section, (el) => (el as HTMLElement).innerText);
const waitForSectionText = (page: Page, text: string) =>
  page.waitForFunction((s: string, t: string) => (document.querySelector(s) as HTMLElement | null)?.innerText.includes(t) ?? false, {}, section, text);
const fieldLabelled = async (page: Page, label: string) => {
  const id = await page.$eval(`xpath/.//*[@id="contents-tracking"]//label[normalize-space(.)="${label}"]`, (el) => el.getAttribute('for'));
  return (await page.waitForSelector(`[id="${id}"]`, { visible: true }))!;
};
const valueOf = (page: Page, label: string) => fieldLabelled(page, label).then((el) => el.evaluate((i) => (i as HTMLInputElement).value));
const typeHours = async (page: Page, text: string) => {
  const input = await fieldLabelled(page, 'Hours');
  await input.click({ count: 3 });
  await page.keyboard.press('Backspace');
  await input.type(text, { delay: 15 });
};
const chooseTask = async (page: Page, name: string) => {
  const select = await fieldLabelled(page, 'Task');
  const value = await select.evaluate((s, n) => Array.from((s as HTMLSelectElement).options).find((o) => o.text === n)?.value ?? '', name);
  await select.select(value);
};

describe('tracking: a member logs hours and a word count on the contents page', () => {
  const j = startJourney('zz-tracking-last', seed);
  let page: Page;

  beforeAll(async () => {
    page = j.page;
    await page.setViewport({ width: 1280, height: 900 });
    await signIn(page, j.app.url, MIA.email, MIA.password);
  }, 60_000);

  it('shows an empty Tracking section with the six task types at 0 h', async () => {
    await page.goto(`${j.app.url}/#/projectContents/${projectID}`);
    await page.waitForSelector(byRole('heading', 'Tracking'));
    await waitForSectionText(page, 'No hours logged yet.');
    const text = await sectionText(page);
    for (const task of ['Script Writer', 'Illustrator', 'Voiceover Artist', 'Audio Editor', 'Video Editor', 'Reviewer']) expect(text).toContain(task);
    expect(text).toContain('Total: 0 h');
    // Save stays off while the box is empty.
    expect(await page.$eval(`${section} form[aria-label="Word count"] button[type="submit"]`, (b) => (b as HTMLButtonElement).disabled)).toBe(true);
  }, 60_000);

  it('saves the word count (only digits stay in the box)', async () => {
    const box = await fieldLabelled(page, 'Word count');
    await box.type('15x00', { delay: 15 });
    expect(await valueOf(page, 'Word count')).toBe('1500');
    await page.locator(`${section} form[aria-label="Word count"] button[type="submit"]`).click();
    await waitForText(page, Messages.trackingWordCountSaved);
  }, 60_000);

  it('logs hours for two task types and sees the totals', async () => {
    // The hours box keeps numeric text only; a lone '.' becomes '0.'.
    await typeHours(page, '.');
    expect(await valueOf(page, 'Hours')).toBe('0.');
    await typeHours(page, '2a.5');
    expect(await valueOf(page, 'Hours')).toBe('2.5');
    expect(await page.$eval(`${section} form[aria-label="Log hours"] button[type="submit"]`, (b) => (b as HTMLButtonElement).disabled)).toBe(true);
    await chooseTask(page, 'Illustrator');
    expect(await valueOf(page, 'Date')).toBe(TODAY);
    await click(page, 'button', 'Add hours');
    await waitForSectionText(page, 'Total: 2.5 h');

    await chooseTask(page, 'Voiceover Artist');
    await typeHours(page, '1.25');
    await click(page, 'button', 'Add hours');
    await waitForSectionText(page, 'Total: 3.75 h');
    const text = await sectionText(page);
    expect(text).toMatch(/Illustrator\s*2\.5 h/);
    expect(text).toMatch(/Voiceover Artist\s*1\.25 h/);
    expect(text).toContain('Mia Member: 3.75 h');
    expect(await trackingAxe(page)).toEqual([]);
    await screenshot(page, 'tracking-01-hours-logged-1280');
    await page.setViewport({ width: 480, height: 900 });
    await page.$eval(section, (el) => el.scrollIntoView());
    await screenshot(page, 'tracking-02-hours-logged-480');
    expect(await trackingAxe(page)).toEqual([]);
    await page.setViewport({ width: 1280, height: 900 });
  }, 60_000);

  it('edits an entry and removes another, and the totals follow', async () => {
    await page.locator(`button[aria-label="Edit Illustrator hours of Mia on ${TODAY}"]`).click();
    expect(await valueOf(page, 'Hours')).toBe('2.5');
    await typeHours(page, '3');
    await click(page, 'button', 'Save hours');
    await waitForSectionText(page, 'Total: 4.25 h');
    await page.locator(`button[aria-label="Remove Voiceover Artist hours of Mia on ${TODAY}"]`).click();
    await waitForSectionText(page, 'Total: 3 h');
    expect(await sectionText(page)).toMatch(/Voiceover Artist\s*0 h/);
  }, 60_000);

  it('finds the hours and the word count again after a reload', async () => {
    await page.reload();
    await waitForSectionText(page, 'Total: 3 h');
    expect(await valueOf(page, 'Word count')).toBe('1500');
    await waitForTextGone(page, 'No hours logged yet.');
    await page.$eval(section, (el) => el.scrollIntoView());
    await screenshot(page, 'tracking-03-after-reload-1280');
  }, 60_000);
});
