// The text checker in the browser (spec 002, Text checker): a person types, and after the debounce the
// flagged word is listed and highlighted; selecting its rule marks the flagged word and the suggestions.
import type { Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../src/testing/startTestApp';
import { seriousAccessibilityProblems } from './axe';
import { assertPrerequisites, byRole, openBrowser, screenshot, signIn, type BrowserSession } from './browser';

const PLACEHOLDER = 'Check text for non-inclusive or offensive language...';

describe('the text checker in the browser', () => {
  let app: TestApp;
  let session: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    assertPrerequisites();
    app = await startTestApp();
    session = await openBrowser();
    page = session.page;
  }, 120_000);

  afterAll(async () => {
    await session?.close();
    await app?.stop();
  }, 60_000);

  it('flags a word as one types, and highlights it in the text', async () => {
    await signIn(page, app.url, app.adminEmail, app.adminPassword);
    await page.goto(`${app.url}/#/textchecker`);
    const box = await page.waitForSelector(`textarea[placeholder="${PLACEHOLDER}"]`, { visible: true });
    await box!.type('Ask the chairman to check the video.', { delay: 10 });
    const rule = await page.waitForSelector('ul[aria-label="Issues found"] button', { visible: true });
    expect(await rule!.evaluate((b) => b.textContent)).toContain('chairman');
    expect(await page.$$eval('mark', (marks) => marks.map((m) => m.textContent))).toEqual(['chairman']);
    await screenshot(page, 'textchecker-01-flagged');
  }, 60_000);

  it('selects a rule: its words stay highlighted, the suggestions are marked expected', async () => {
    await page.locator('ul[aria-label="Issues found"] button').click();
    await page.waitForSelector('ul[aria-label="Issues found"] button[aria-pressed="true"]');
    const suggested = await page.$$eval('ul[aria-label="Issues found"] code[aria-label^="suggested"]', (codes) => codes.map((c) => c.textContent));
    expect(suggested).toEqual(expect.arrayContaining(['chair']));
    expect(await page.$$eval('ul[aria-label="Issues found"] code[aria-label^="flagged"]', (codes) => codes.map((c) => c.textContent))).toEqual(['chairman']);
    expect(await page.$$eval('mark', (marks) => marks.map((m) => m.textContent))).toEqual(['chairman']);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    for (const width of [1280, 800, 400]) {
      await page.setViewport({ width, height: 800 });
      await screenshot(page, `textchecker-02-selected-${width}`);
    }
    await page.setViewport({ width: 1360, height: 860 });
  }, 60_000);

  it('shows nothing flagged for a kind text', async () => {
    const box = await page.waitForSelector(byRole('textbox', 'Text to check'));
    await box!.click({ count: 3 });
    await page.keyboard.press('Backspace');
    await box!.type('The team made a lovely video.', { delay: 5 });
    await page.waitForFunction(() => document.body.innerText.includes('Nothing flagged.'));
    expect(await page.$$('mark')).toHaveLength(0);
  }, 60_000);
});
