// History in the browser (issue 21): an admin opens a project's history from its contents page, reads
// the rename in plain words with the name before and after, filters the history by the person who made
// the project, opens the project as it was before the rename and sees the old name and the scene as it
// was; a scene's history opens from its card menu; a member reads her project's history and is told
// another's is not hers to see; then the admin Audit section lists the workspace's events, and its CSV
// downloads and opens (a BOM, a header and the rename's row). Axe finds no serious problem; screenshots
// at 1280 and 480 wide.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { Messages } from '@wb/contracts';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { seriousAccessibilityProblems } from './axe';
import { byRole, click, openPrivatePage, screenshot, signIn, waitForText, waitForTextGone } from './browser';
import { startJourney } from './journey';

const MIA = { userID: 2, email: 'mia@example.com', givenName: 'Mia', familyName: 'Member', password: 'member-password-1' };
const RENAMED = 'Renamed "Tides" to "Tides and moons"';
const world = { projectID: '', sceneID: '' };

const seed = async (app: TestApp): Promise<void> => {
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  const must = async (client: HttpClient, route: string, body: unknown) => {
    const answer = await client.post(route, body);
    if (answer.status !== 200) throw new Error(`seed ${route}: ${answer.status} ${answer.text}`);
    return answer;
  };
  await must(admin, '/api/admin/addUser', MIA);
  await must(admin, '/api/admin/addGrants', { userID: MIA.userID, grants: ['content.projects-view'] });
  // Mia makes the project and its scene and sets its word count; then the admin renames both.
  const mia = new HttpClient(app.url);
  await mia.signIn(MIA.email, MIA.password);
  world.projectID = (await must(mia, '/api/project/create', { name: 'Tides', groups: [] })).body.project.projectID as string;
  world.sceneID = (await must(mia, '/api/scene/createProjectScene', { projectID: world.projectID, name: 'Opening' })).body.scene.sceneID as string;
  await must(mia, '/api/tracking/updateWordCount', { projectID: world.projectID, wordCount: 1500 });
  await must(admin, '/api/project/updateName', { projectID: world.projectID, name: 'Tides and moons' });
  await must(admin, '/api/scene/updateName', { sceneID: world.sceneID, name: 'Intro' });
};

/** A Mantine select's input, found by its label. */
const inputLabelled = async (page: Page, label: string) => {
  const id = await page.$eval(`xpath/.//label[starts-with(normalize-space(.), "${label}")]`, (el) => el.getAttribute('for'));
  return (await page.waitForSelector(`[id="${id}"]`, { visible: true }))!;
};
/** The text of each history entry shown, in order. */
const entryTexts = (page: Page) => page.$$eval('[data-history-entry]', (items) => items.map((i) => (i as HTMLElement).innerText));
/** An entry's changed fields slide open: true once their panel holds the whole table. */
const changesShownWhole = (entry: Element): boolean => {
  const panel = document.getElementById(entry.querySelector('[aria-controls]')?.getAttribute('aria-controls') ?? '');
  const table = panel?.querySelector('table');
  return !!panel && !!table && panel.getBoundingClientRect().bottom >= table.getBoundingClientRect().bottom;
};
/** Axe looks at the screen under test, not the app's header (another area's). */
const screenAxe = (page: Page) => seriousAccessibilityProblems(page, ['.mantine-Notifications-root', 'header']);
const bothWidths = async (page: Page, name: string) => {
  await screenshot(page, `${name}-1280`);
  expect(await screenAxe(page)).toEqual([]);
  await page.setViewport({ width: 480, height: 900 });
  await screenshot(page, `${name}-480`);
  expect(await screenAxe(page)).toEqual([]);
  await page.setViewport({ width: 1280, height: 900 });
};

describe('history: an admin follows a project back in time, and audits the workspace', () => {
  const j = startJourney('zz-history-last', seed);
  let page: Page;
  let downloads: string;

  beforeAll(async () => {
    page = j.page;
    await page.setViewport({ width: 1280, height: 900 });
    downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'wb-history-'));
    const cdp = await j.session.browser.target().createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
    await signIn(page, j.app.url, j.app.adminEmail, j.app.adminPassword);
  }, 60_000);
  afterAll(() => fs.rmSync(downloads, { recursive: true, force: true }));

  it("opens the project's history from its contents page and reads the rename, before and after", async () => {
    await page.goto(`${j.app.url}/#/projectContents/${encodeURIComponent(world.projectID)}`);
    await page.locator(byRole('link', 'History')).click();
    await page.waitForFunction((id: string) => window.location.hash.startsWith(`#/history/project/${id}`), {}, encodeURIComponent(world.projectID));
    await page.waitForSelector(byRole('heading', 'History of Tides and moons'));
    await waitForText(page, RENAMED);
    const entries = await entryTexts(page);
    // Newest first: the rename comes before Mia's creation of the project.
    const renamed = entries.findIndex((t) => t.includes(RENAMED));
    expect(renamed).toBeGreaterThanOrEqual(0);
    expect(entries.findIndex((t) => t.includes('Mia Member'))).toBeGreaterThan(renamed);
    const rename = (await page.$$('[data-history-entry]'))[renamed]!;
    await (await rename.waitForSelector('button[aria-expanded="false"]'))!.click();
    await rename.waitForSelector('table');
    await page.waitForFunction(changesShownWhole, {}, rename);
    const cells = await rename.$$eval('tbody tr', (rows) => rows.map((r) => Array.from(r.querySelectorAll('td'), (td) => td.innerText)));
    expect(cells).toContainEqual(['Name', 'Tides', 'Tides and moons']);
    await bothWidths(page, 'history-01-project');
  }, 60_000);

  it('filters the history by a person: only her events stay', async () => {
    await (await inputLabelled(page, 'Person')).click();
    await click(page, 'option', 'Mia Member');
    await waitForTextGone(page, RENAMED);
    // The rename leaves as soon as the filter applies; the filtered page may still be on its way.
    await page.waitForSelector('[data-history-entry]');
    const entries = await entryTexts(page);
    expect(entries.length).toBeGreaterThan(0);
    for (const text of entries) expect(text).toContain('Mia Member');
    await screenshot(page, 'history-02-filtered-by-person-1280');
  }, 60_000);

  it('opens the project as it was before the rename: the old name and the scene as it was', async () => {
    // Mia's newest event came before the admin's renames.
    await page.locator('[data-history-entry] ::-p-aria([name="See the project as it was then"][role="link"])').click();
    await page.waitForFunction((id: string) => window.location.hash.startsWith(`#/project/${id}/asOf?position=`), {}, encodeURIComponent(world.projectID));
    await waitForText(page, 'Opening');
    const shown = await page.$eval('main', (m) => (m as HTMLElement).innerText);
    expect(shown).toContain('Tides');
    expect(shown).not.toContain('Tides and moons');
    expect(shown).not.toContain('Intro');
    await screenshot(page, 'history-03-project-as-it-was-1280');
  }, 60_000);

  it("opens a scene's history from its card menu on the scenes dashboard", async () => {
    await page.goto(`${j.app.url}/#/project/${encodeURIComponent(world.projectID)}/editor/dashboard`);
    await page.locator(byRole('button', 'Actions for Intro')).click();
    await page.locator(byRole('menuitem', 'History')).click();
    await page.waitForSelector(byRole('heading', 'History of Intro'));
    await waitForText(page, 'Renamed "Opening" to "Intro"');
    expect(await screenAxe(page)).toEqual([]);
  }, 60_000);

  it("lets a member read her project's history, and tells her another's is not hers to see", async () => {
    const member = await openPrivatePage(j.session.browser, { width: 1280, height: 900 });
    await signIn(member, j.app.url, MIA.email, MIA.password);
    await member.goto(`${j.app.url}/#/projectContents/${encodeURIComponent(world.projectID)}`);
    await member.locator(byRole('link', 'History')).click();
    await waitForText(member, RENAMED);
    // The admin's account is no project of hers: the page says whose histories these are.
    await member.goto(`${j.app.url}/#/history/user/1`);
    await waitForText(member, Messages.historyNotAllowed);
    await screenshot(member, 'history-05-refused-1280');
    expect(await screenAxe(member)).toEqual([]);
    await member.close();
  }, 60_000);

  it('lists the workspace in the admin Audit section and downloads its CSV', async () => {
    await page.goto(`${j.app.url}/#/admin/audit`);
    await page.waitForSelector(byRole('heading', 'Audit'));
    await waitForText(page, RENAMED);
    await (await inputLabelled(page, 'Entity')).click();
    await click(page, 'option', 'Project');
    await waitForText(page, RENAMED);
    await bothWidths(page, 'history-04-audit');

    await page.locator(byRole('link', 'Download CSV')).click();
    let saved: string | undefined;
    for (let i = 0; i < 100 && saved === undefined; i += 1) {
      saved = fs.readdirSync(downloads).find((f) => f.endsWith('.csv'));
      if (saved === undefined) await new Promise((r) => setTimeout(r, 100));
    }
    expect(saved).toBeDefined();
    const text = fs.readFileSync(path.join(downloads, saved!), 'utf8');
    // A spreadsheet opens UTF-8 text by its byte order mark; then a header row and the rename's row.
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]!.toLowerCase()).toContain('summary');
    expect(lines.some((l) => l.includes('Renamed ""Tides"" to ""Tides and moons""'))).toBe(true);
  }, 60_000);
});
