// Analytics in the browser (spec 000 section 2; issue 21): an admin opens the Analytics tab and sees
// this month's chart, per-task totals and projects; filters by month (last month, then a chosen month
// without work: 'No projects found with the given filters'); opens a project's row, edits an entry's
// hours in the dialog and sees the table follow. A worker sees their own analytics on the profile.
// Axe finds no serious problem; screenshots at 1280 and 480 wide.
import type { ElementHandle, Page } from 'puppeteer-core';
import { Messages } from '@wb/contracts';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { seriousAccessibilityProblems } from './axe';
import { byRole, openPrivatePage, screenshot, signIn, waitForDialogsClosed, waitForText } from './browser';
import { startJourney } from './journey';

const ADA = { userID: 2, email: 'ada@example.com', givenName: 'Ada', familyName: 'Worker', password: 'worker-password-1' };
const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
/** This month and last month on this machine, where the browser runs too. */
const THIS_MONTH = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
const before = new Date(now.getFullYear(), now.getMonth() - 1, 1);
const LAST_MONTH = `${before.getFullYear()}-${pad(before.getMonth() + 1)}`;
const EMPTY_MONTH = '2024-02';

const seed = async (app: TestApp): Promise<void> => {
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  const must = async (path: string, body: unknown) => {
    const answer = await admin.post(path, body);
    if (answer.status !== 200) throw new Error(`seed ${path}: ${answer.status} ${answer.text}`);
    return answer;
  };
  await must('/api/admin/addUser', ADA);
  await must('/api/admin/addGrants', { userID: ADA.userID, grants: ['content.projects-edit'] });
  const project = async (name: string, wordCount: number) => {
    const projectID = (await must('/api/project/create', { name, groups: [] })).body.project.projectID as string;
    await must('/api/tracking/updateWordCount', { projectID, wordCount });
    return projectID;
  };
  const atoms = await project('Atoms', 1200);
  const bees = await project('Bees', 800);
  const log = (projectID: string, taskID: number, date: string, hours: number) => must('/api/tracking/updateTask', { projectID, taskID, userID: ADA.userID, hours, date });
  await log(atoms, 1, `${THIS_MONTH}-02`, 2);
  await log(atoms, 2, `${THIS_MONTH}-03`, 1.5);
  await log(bees, 4, `${LAST_MONTH}-10`, 3);
  await log(bees, 1, `${LAST_MONTH}-11`, 1);
};

/** Axe looks at the admin content: the header is another area's screen. */
const contentAxe = (page: Page) => seriousAccessibilityProblems(page, ['.mantine-Notifications-root', 'header']);
const content = 'section[aria-label="Admin content"]';
const contentText = (page: Page) => page.$eval(content, (el) => (el as HTMLElement).innerText);
const waitForContentText = (page: Page, text: string) =>
  page.waitForFunction((s: string, t: string) => (document.querySelector(s) as HTMLElement | null)?.innerText.includes(t) ?? false, {}, content, text);
const fieldLabelled = async (page: Page, label: string): Promise<ElementHandle> => {
  const id = await page.$eval(`xpath/.//section[@aria-label="Admin content"]//label[normalize-space(.)="${label}"]`, (el) => el.getAttribute('for'));
  return (await page.waitForSelector(`[id="${id}"]`, { visible: true }))!;
};
const choose = async (page: Page, label: string, optionText: string) => {
  const select = await fieldLabelled(page, label);
  const value = await select.evaluate((s, n) => Array.from((s as HTMLSelectElement).options).find((o) => o.text === n)?.value ?? '', optionText);
  await select.select(value);
};
/** Sets a month or date box the way the browser's picker does (typing into one depends on the locale). */
const setBox = async (input: ElementHandle, value: string) =>
  input.evaluate((el, v) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(el, v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
const tableRows = (page: Page) =>
  page.$$eval(`${content} table[aria-label="Projects worked on"] tbody tr`, (rows) => rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => (td as HTMLElement).innerText.trim())));

describe('analytics: an admin filters a month, edits a project from its row; a worker sees their own', () => {
  const j = startJourney('zz-analytics-last', seed);
  let page: Page;

  beforeAll(async () => {
    page = j.page;
    // The figures follow the edits through the projectors; on a shared, busy machine that takes longer than the default wait.
    page.setDefaultTimeout(40_000);
    await page.setViewport({ width: 1280, height: 900 });
    await signIn(page, j.app.url, j.app.adminEmail, j.app.adminPassword);
  }, 120_000);

  it("opens on this month: the chart, the per-task totals and the month's projects", async () => {
    await page.goto(`${j.app.url}/#/admin/analytics`);
    await page.waitForSelector(byRole('heading', 'Analytics'));
    await page.waitForSelector(`${content} .recharts-surface .recharts-line`, { visible: true });
    await page.waitForSelector(`${content} table[aria-label="Projects worked on"] tbody tr`);
    expect(await tableRows(page)).toEqual([['Atoms', '1,200', '2 h', '1.5 h', '0 h']]);
    const text = await contentText(page);
    expect(text).toMatch(/Illustrator\s*1 project\s*2 h/);
    expect(text).toMatch(/Voiceover Artist\s*1 project\s*1.5 h/);
    expect(text).toContain('In all: 1 project · 1,200 words · 3.5 h');
    expect(await contentAxe(page)).toEqual([]);
    await screenshot(page, 'analytics-01-this-month-1280');
  }, 120_000);

  it('filters by month: last month, then a chosen month without work', async () => {
    await choose(page, 'Range', 'Last month');
    await waitForContentText(page, 'In all: 1 project · 800 words · 4 h');
    expect(await tableRows(page)).toEqual([['Bees', '800', '1 h', '0 h', '3 h']]);
    await choose(page, 'Metric', 'Words');
    await waitForContentText(page, 'In all: 800 words · 1 project · 4 h');
    await page.waitForSelector(`${content} .recharts-line`, { visible: true });
    await screenshot(page, 'analytics-02-last-month-words-1280');

    await choose(page, 'Range', 'A chosen month');
    await setBox(await fieldLabelled(page, 'Month'), EMPTY_MONTH);
    await waitForContentText(page, Messages.analyticsNoProjects);
    expect(await contentText(page)).toContain('In all: 0 words · 0 projects · 0 h');
    expect(await contentAxe(page)).toEqual([]);
    await setBox(await fieldLabelled(page, 'Month'), LAST_MONTH);
    await waitForContentText(page, 'In all: 800 words · 1 project · 4 h');
  }, 120_000);

  it("opens a project's row, edits an entry's hours in the dialog, and the table follows", async () => {
    await page.locator(`${content} tr[aria-label="Edit the tracking of Bees"]`).click();
    await page.waitForSelector('[role="dialog"] ::-p-text(Tracking of Bees)');
    const edit = `[role="dialog"] button[aria-label="Edit Video Editor hours of Ada on ${LAST_MONTH}-10"]`;
    await page.locator(edit).click();
    const hours = await page.waitForSelector('[role="dialog"] form[aria-label="Edit hours"] input[inputmode="decimal"]', { visible: true });
    await hours!.click({ count: 3 });
    await page.keyboard.press('Backspace');
    await hours!.type('5', { delay: 15 });
    await page.locator('[role="dialog"] form[aria-label="Edit hours"] button[type="submit"]').click();
    await waitForText(page, Messages.trackingEntrySaved);
    expect(await seriousAccessibilityProblems(page, ['.mantine-Notifications-root', 'header', content])).toEqual([]);
    await screenshot(page, 'analytics-03-edit-dialog-1280');
    await page.keyboard.press('Escape');
    await waitForDialogsClosed(page);
    await waitForContentText(page, 'In all: 800 words · 1 project · 6 h');
    expect(await tableRows(page)).toEqual([['Bees', '800', '1 h', '0 h', '5 h']]);
  }, 120_000);

  it('fits a phone: filters wrap, the table scrolls sideways', async () => {
    await page.setViewport({ width: 480, height: 900 });
    await page.waitForSelector(`${content} .recharts-line`, { visible: true });
    await screenshot(page, 'analytics-04-last-month-480');
    expect(await contentAxe(page)).toEqual([]);
    await page.$eval(`${content} table[aria-label="Projects worked on"]`, (el) => el.scrollIntoView());
    await screenshot(page, 'analytics-05-table-480');
    await page.setViewport({ width: 1280, height: 900 });
  }, 120_000);

  it('shows a worker their own analytics on the profile: this month, then last month in words', async () => {
    page = await openPrivatePage(j.session.browser, { width: 1280, height: 900 });
    page.setDefaultTimeout(40_000);
    await signIn(page, j.app.url, ADA.email, ADA.password);
    await page.goto(`${j.app.url}/#/profile`);
    await page.waitForSelector(byRole('heading', 'My analytics'));
    const section = '#profile-analytics-title';
    await page.waitForSelector('section[aria-labelledby="profile-analytics-title"] .recharts-line', { visible: true });
    const profileText = () => page.$eval('section[aria-labelledby="profile-analytics-title"]', (el) => (el as HTMLElement).innerText);
    expect(await profileText()).toContain('1 project · 1,200 words · 3.5 h');
    // The segmented control's radios are hidden behind their labels, which a person clicks.
    const segment = (text: string) => page.locator(`xpath/.//section[@aria-labelledby="profile-analytics-title"]//label[normalize-space(.)="${text}"]`).click();
    await segment('Last month');
    await segment('Words');
    await page.waitForFunction((s: string) => (document.querySelector(s)?.closest('section') as HTMLElement | null)?.innerText.includes('1 project · 800 words · 6 h') ?? false, {}, section);
    await page.$eval(section, (el) => el.scrollIntoView());
    expect(await seriousAccessibilityProblems(page, ['.mantine-Notifications-root', 'header', 'section:not([aria-labelledby="profile-analytics-title"])'])).toEqual([]);
    await screenshot(page, 'analytics-06-profile-1280');
    await page.setViewport({ width: 480, height: 900 });
    await page.$eval(section, (el) => el.scrollIntoView());
    await screenshot(page, 'analytics-07-profile-480');
  }, 120_000);
});
