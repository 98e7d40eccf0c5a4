// The manual in the browser (spec 002, Manual): opened in a new tab from the header, a 250 px sidebar
// whose anchors land on their headings through the hash router, a search box, the brand colours that
// copy their hex code with 'Copied {hex} to clipboard', and the editor's shortcuts.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { seriousAccessibilityProblems } from './axe';
import { byRole, SHOTS_DIR, signIn, waitForText, waitForTextGone } from './browser';
import { startJourney } from './journey';

/** Where a heading sits in the window: its top, and whether it is the heading the hash names. */
const headingInView = (page: Page, id: string) =>
  page.evaluate((target: string) => {
    const heading = document.getElementById(target);
    if (!heading) return null;
    const top = heading.getBoundingClientRect().top;
    return { tag: heading.tagName, inView: top >= 0 && top < window.innerHeight / 2 };
  }, id);

const shoot = async (page: Page, name: string) => {
  for (const width of [1280, 480]) {
    await page.setViewport({ width, height: 860 });
    // A narrower page reflows: bring the heading the address names back into view.
    await page.evaluate(() => document.getElementById(window.location.hash.replace('#/manual/', ''))?.scrollIntoView());
    await new Promise((resolve) => setTimeout(resolve, 300));
    await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${width}.png`) });
  }
  await page.setViewport({ width: 1360, height: 860 });
};

describe('the manual', () => {
  const j = startJourney('manual-last');
  beforeAll(() => fs.mkdirSync(SHOTS_DIR, { recursive: true }));
  let manual: Page;

  it('opens in a new tab from the header', async () => {
    await signIn(j.page, j.app.url, j.app.adminEmail, j.app.adminPassword);
    const link = await j.page.waitForSelector('header a[href="#/manual"]', { visible: true });
    expect(await link!.evaluate((a) => a.getAttribute('target'))).toBe('_blank');
    const opened = j.session.browser.waitForTarget((target) => target.url().endsWith('/#/manual'));
    await link!.click();
    manual = (await (await opened).page())!;
    manual.setDefaultTimeout(15_000);
    await manual.setViewport({ width: 1360, height: 860 });
    await manual.waitForSelector('nav[aria-label="Manual sections"]', { visible: true });
    expect(await manual.title()).toContain('Manual');
    const sidebarWidth = await manual.$eval('aside[aria-label="Manual contents"]', (aside) => aside.getBoundingClientRect().width);
    expect(sidebarWidth).toBe(250);
  }, 60_000);

  it('has a heading for every anchor of the sidebar, and shows the spec sections', async () => {
    const anchors = await manual.$$eval('nav[aria-label="Manual sections"] a', (links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(anchors.length).toBeGreaterThan(30);
    const missing = await manual.evaluate(
      (hrefs: string[]) =>
        hrefs.filter((href) => {
          const target = document.getElementById(href.replace('#/manual/', ''));
          return !href.startsWith('#/manual/') || !target || !/^H[1-6]$/.test(target.tagName);
        }),
      anchors,
    );
    expect(missing).toEqual([]);
    const sections = await manual.$$eval('nav[aria-label="Manual sections"] a[data-section]', (links) => links.map((a) => a.textContent));
    expect(sections).toEqual(expect.arrayContaining(['Asset Manager', 'Brand colours', 'Scene Builder', 'Projects', 'SVG text characters and tags', 'Preferences', 'Resources']));
  }, 60_000);

  it('scrolls to a heading when its sidebar anchor is clicked, under the hash router', async () => {
    await manual.locator('nav[aria-label="Manual sections"] a[href="#/manual/visibility"]').click();
    await manual.waitForFunction(() => window.location.hash === '#/manual/visibility');
    await manual.waitForFunction(() => {
      const top = document.getElementById('visibility')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    });
    expect(await headingInView(manual, 'visibility')).toEqual({ tag: 'H3', inView: true });
    expect(await manual.$eval('a[href="#/manual/visibility"]', (a) => a.getAttribute('aria-current'))).toBe('location');
    await shoot(manual, 'manual-01-anchor');
  }, 60_000);

  it('searches the manual, and a result leads to its heading', async () => {
    const box = await manual.waitForSelector(byRole('searchbox', 'Search the manual'), { visible: true });
    await box!.type('erase', { delay: 20 });
    const results = await manual.waitForSelector('ul[aria-label="Search results"] a', { visible: true });
    const titles = await manual.$$eval('ul[aria-label="Search results"] a', (links) => links.map((a) => a.getAttribute('href')));
    expect(titles[0]).toBe('#/manual/the-erase-tag');
    expect(await manual.$$eval('ul[aria-label="Search results"] mark', (marks) => marks.map((m) => m.textContent?.toLowerCase()))).toContain('erase');
    await shoot(manual, 'manual-02-search');
    await results!.click();
    await manual.waitForFunction(() => window.location.hash === '#/manual/the-erase-tag');
    await manual.waitForFunction(() => {
      const top = document.getElementById('the-erase-tag')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    });
    await box!.click({ count: 3 });
    await box!.type('no such words anywhere', { delay: 5 });
    await waitForText(manual, 'Nothing in the manual matches');
    await manual.locator(byRole('button', 'Clear the search')).click();
    await manual.waitForSelector('nav[aria-label="Manual sections"]', { visible: true });
  }, 60_000);

  it("copies a brand colour's hex and says 'Copied {hex} to clipboard' for 3 seconds", async () => {
    await j.session.browser.defaultBrowserContext().overridePermissions(j.app.url, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
    expect(await manual.$$eval('ul[aria-label="Brand colours"] button', (buttons) => buttons.length)).toBe(19);
    await manual.locator(byRole('button', 'Copy Marker Blue, #1c64d1')).click();
    await waitForText(manual, 'Copied #1c64d1 to clipboard');
    const shownAt = Date.now();
    expect(await manual.evaluate(() => navigator.clipboard.readText())).toBe('#1c64d1');
    await manual.setViewport({ width: 1280, height: 860 });
    await manual.screenshot({ path: path.join(SHOTS_DIR, 'manual-03-copied-1280.png') });
    await manual.setViewport({ width: 1360, height: 860 });
    await waitForTextGone(manual, 'Copied #1c64d1 to clipboard');
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(2_000);
    expect(shownFor).toBeLessThan(5_000);
  }, 60_000);

  it("lists the editor's shortcuts from its registry, and a deep link opens at its heading", async () => {
    const page = await j.session.browser.newPage();
    await page.setViewport({ width: 1360, height: 860 });
    await page.goto(`${j.app.url}/#/manual/keyboard-shortcuts`);
    await page.waitForSelector('table[aria-label="Scene editor keyboard shortcuts"]', { visible: true });
    await page.waitForFunction(() => {
      const top = document.getElementById('keyboard-shortcuts')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    });
    const rows = await page.$$eval('table[aria-label="Scene editor keyboard shortcuts"] tbody tr', (trs) => trs.map((tr) => tr.textContent));
    expect(rows).toEqual(expect.arrayContaining(['UndoCtrl+Z', 'PenP', 'Play or pauseSpace']));
    await shoot(page, 'manual-04-shortcuts');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.close();
  }, 60_000);

  it('folds the sidebar into a Contents drawer on a narrow screen, and passes axe-core', async () => {
    expect(await seriousAccessibilityProblems(manual)).toEqual([]);
    await manual.setViewport({ width: 480, height: 860 });
    await manual.locator(byRole('button', 'Contents')).click();
    await manual.waitForSelector('[role="dialog"] nav[aria-label="Manual sections"]', { visible: true });
    await manual.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await manual.screenshot({ path: path.join(SHOTS_DIR, 'manual-05-drawer-480.png') });
    expect(await seriousAccessibilityProblems(manual)).toEqual([]);
    await manual.locator('[role="dialog"] a[href="#/manual/the-timeline-and-keyframes"]').click();
    await manual.waitForFunction(() => !document.querySelector('[role="dialog"]') && window.location.hash === '#/manual/the-timeline-and-keyframes');
  }, 60_000);
});
