// The project contents page in the browser (spec 000 sections 2, 4, 5, 8): a due date set and
// completed ('Completed on'), a link added twice and refused with the spec's message, a credit entry
// added and removed, the project archived and reactivated; no serious accessibility problem, and the
// page at 1280, 769 and 480 px wide.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'puppeteer-core';
import { HttpClient } from '../src/testing/httpClient';
import { startTestApp, type TestApp } from '../src/testing/startTestApp';
import { seriousAccessibilityProblems } from './axe';
import { assertPrerequisites, byRole, click, openBrowser, screenshot, signIn, typeInto, waitForText, waitForTextGone, type BrowserSession } from './browser';

const LINK_EXISTS = 'Link with that URL already exists!';

/** Sets a native date input the way a person picking a day does (React hears the input event). */
const pickDate = async (page: Page, selector: string, value: string): Promise<void> => {
  await page.waitForSelector(selector, { visible: true });
  await page.$eval(
    selector,
    (el, v) => {
      const input = el as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, v);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
    value,
  );
};

const sectionText = (page: Page, id: string) => page.$eval(`#contents-${id}`, (el) => (el as HTMLElement).innerText);

describe('the project contents page in the browser', () => {
  let app: TestApp;
  let session: BrowserSession;
  let page: Page;
  let projectID: string;
  let jpgFile: string;

  beforeAll(async () => {
    assertPrerequisites();
    app = await startTestApp();
    const admin = new HttpClient(app.url);
    await admin.signIn(app.adminEmail, app.adminPassword);
    projectID = (await admin.post('/api/project/create', { name: 'Plate Tectonics', groups: [] })).body.project.projectID as string;
    jpgFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'contents-e2e-')), 'cover.jpg');
    await sharp({ create: { width: 500, height: 280, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .jpeg()
      .toFile(jpgFile);
    session = await openBrowser();
    page = session.page;
    await page.setViewport({ width: 1280, height: 900 });
    await signIn(page, app.url, app.adminEmail, app.adminPassword);
    await page.goto(`${app.url}/#/projectContents/${projectID}`);
    await waitForText(page, 'No due date.');
  }, 120_000);

  afterAll(async () => {
    await session?.close();
    await app?.stop();
  }, 60_000);

  it('sets a due date and completes it', async () => {
    await pickDate(page, '#contents-due input[type="date"]', '2030-05-17');
    await page.locator('#contents-due button[type="submit"]').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="due-date"]')?.textContent === '05-17-2030');
    await click(page, 'button', 'Mark complete');
    await page.waitForSelector('[data-testid="due-completed"]');
    expect(await sectionText(page, 'due')).toMatch(/Completed on \d{2}-\d{2}-\d{4}/i);
  }, 60_000);

  it('adds a link, and refuses the same URL again with the message', async () => {
    await typeInto(page, 'Link name', 'Script draft');
    await typeInto(page, 'URL', 'https://docs.example.org/script');
    await click(page, 'button', 'Add link');
    await page.waitForSelector(byRole('link', 'Script draft'));
    await typeInto(page, 'Link name', 'Same script');
    await typeInto(page, 'URL', 'https://docs.example.org/script');
    await click(page, 'button', 'Add link');
    await page.waitForFunction((m: string) => document.querySelector('[data-testid="link-refusal"]')?.textContent === m, {}, LINK_EXISTS);
    // Said once, beside the form: the saga that shows it would have raised a toast in the same turn.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate((m: string) => document.body.innerText.split(m).length - 1, LINK_EXISTS)).toBe(1);
    expect((await sectionText(page, 'links')).match(/Script draft/g)).toHaveLength(1);
    expect(await sectionText(page, 'links')).not.toContain('Same script\n');
  }, 60_000);

  it('adds a credit entry with a role and removes it', async () => {
    await typeInto(page, 'Credit name', 'Ada Lovelace');
    await page.locator('#contents-credits input[placeholder="Choose a role"]').click();
    await page.locator(byRole('option', 'Voiceover')).click();
    await click(page, 'button', 'Add credit');
    await page.waitForSelector(byRole('button', 'Remove credit Ada Lovelace'));
    expect(await sectionText(page, 'credits')).toContain('Ada Lovelace · Voiceover');
    await screenshot(page, 'projectContents-01-1280');
    await click(page, 'button', 'Remove credit Ada Lovelace');
    await page.waitForFunction(() => document.querySelector('#contents-credits')?.textContent?.includes('No credits yet.') === true);
  }, 60_000);

  it('archives and reactivates the project', async () => {
    await click(page, 'button', 'Archive');
    await page.waitForSelector(byRole('button', 'Reactivate'));
    expect(await sectionText(page, 'status')).toMatch(/archived/i);
    await click(page, 'button', 'Reactivate');
    await page.waitForSelector(byRole('button', 'Archive'));
    expect(await sectionText(page, 'status')).toMatch(/active/i);
  }, 60_000);

  it('asks before deleting, and Cancel keeps the project', async () => {
    await click(page, 'button', 'Delete');
    await waitForText(page, 'Delete this project?');
    await page.waitForSelector(byRole('button', 'Delete project'), { visible: true });
    // The dialog fades in; the picture is of it once shown.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await screenshot(page, 'projectContents-02-delete-confirmation');
    await click(page, 'button', 'Cancel');
    await waitForTextGone(page, 'Delete this project?');
    expect(await sectionText(page, 'status')).toMatch(/active/i);
  }, 60_000);

  it('has no serious accessibility problem, and reads well at 769 and 480 px wide', async () => {
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    const columns = () => page.$eval('#contents-name', (el) => getComputedStyle(el.parentElement as HTMLElement).gridTemplateColumns.split(' ').length);
    expect(await columns()).toBe(2);
    await page.setViewport({ width: 769, height: 900 });
    expect(await columns()).toBe(2);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'projectContents-03-769');
    await page.setViewport({ width: 480, height: 900 });
    expect(await columns()).toBe(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'projectContents-04-480');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  }, 60_000);

  it('uploads a jpg thumbnail, shown on the page and on the dashboard card', async () => {
    await page.setViewport({ width: 1280, height: 900 });
    const [chooser] = await Promise.all([page.waitForFileChooser(), click(page, 'button', 'Upload thumbnail')]);
    await chooser.accept([jpgFile]);
    const loaded = (selector: string) => page.waitForFunction((sel: string) => (document.querySelector(sel) as HTMLImageElement | null)?.naturalWidth === 500, {}, selector);
    await loaded('img[alt="Thumbnail of Plate Tectonics"]');
    await page.goto(`${app.url}/#/home/all`);
    await loaded('[data-project-card="Plate Tectonics"] img');
    // The card's lower area opens the contents page (spec 000, Home).
    await click(page, 'link', 'Contents of Plate Tectonics');
    await page.waitForSelector('#contents-name');
    expect(page.url()).toContain(`#/projectContents/${projectID}`);
  }, 60_000);
});
