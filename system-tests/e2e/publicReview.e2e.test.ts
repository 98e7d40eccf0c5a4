// The public review pages in the browser (spec 002, "Public and signed-in review screen"; issue 18): a
// visitor without a session opens a scene's link and sees the comment and, once it is selected, its
// drawing over the scene; clearing the selection clears the drawing. A project's link lists its scenes
// (red count of open comments, sorted by name, active row marked), collapses the list to its count,
// and switches scenes. Screenshots at 1280, 800 and 400 px wide.
import type { Page } from 'puppeteer-core';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { seriousAccessibilityProblems } from './axe';
import { byRole, click, screenshot, signIn, waitForText } from './browser';
import { startJourney } from './journey';

/** The comment's time badge, which selects it (and, pressed, clears the selection). */
const TIME_BADGE = '[data-comment-id] button[aria-pressed]';

const seeded = { sceneUrl: '', projectUrl: '', sceneID: '', projectID: '' };
const BOX = { id: 'b1', type: 'box', attributes: { x: 200, y: 200, width: 600, height: 500, stroke: '#ff0000', strokeWidth: 10 } };

const must = async (client: HttpClient, path: string, body: unknown) => {
  const answer = await client.post(path, body);
  if (answer.status !== 200) throw new Error(`seed ${path}: ${answer.status} ${answer.text}`);
  return answer.body;
};

const seed = async (app: TestApp): Promise<void> => {
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  const { project } = await must(admin, '/api/project/create', { name: 'Water cycle', groups: [] });
  const alpha = (await must(admin, '/api/scene/createProjectScene', { projectID: project.projectID, name: 'Alpha' })).scene.sceneID as string;
  await must(admin, '/api/scene/createProjectScene', { projectID: project.projectID, name: 'Beta' });
  await must(admin, '/api/editor/saveSceneComment', { sceneID: alpha, text: 'The cloud comes in too early', timestamp: 4200, annotations: [BOX] });
  seeded.sceneID = alpha;
  seeded.projectID = project.projectID;
  seeded.sceneUrl = (await must(admin, '/api/scene/generateSceneReviewUrl', { sceneID: alpha })).reviewUrl;
  seeded.projectUrl = (await must(admin, '/api/scene/generateProjectReviewUrl', { projectID: project.projectID })).reviewUrl;
};

/** Red pixels the drawing's canvas holds (the box is drawn in #ff0000). */
const redPixels = (page: Page): Promise<number> =>
  page.$eval('[data-testid="comment-drawing"] canvas', (canvas) => {
    const c = canvas as HTMLCanvasElement;
    const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? new Uint8ClampedArray();
    let red = 0;
    for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 0) > 200 && (data[i + 1] ?? 0) < 60 && (data[i + 2] ?? 0) < 60 && (data[i + 3] ?? 0) > 0) red += 1;
    return red;
  });

const journey = startJourney('publicReview-last', seed);
jest.setTimeout(120_000);

it("a visitor opens a scene's public review page and sees the comment and its drawing", async () => {
  const { page, app } = journey;
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(`${app.url}/#/review/scene/${encodeURIComponent(`Alpha-${seeded.sceneUrl}`)}`);
  // The first page of the file loads the whole client: on a busy machine that takes a while.
  await page.waitForFunction(() => document.body.innerText.includes('The cloud comes in too early'), { timeout: 60_000 });
  await waitForText(page, 'Read-only review');
  // One scene: no scene list.
  expect(await page.$('nav[aria-label="Scenes"]')).toBeNull();
  expect(await page.$('[data-testid="comment-drawing"]')).toBeNull();

  await page.locator(TIME_BADGE).click();
  await page.waitForSelector('[data-testid="comment-drawing"] canvas', { visible: true });
  await page.waitForFunction(() => document.body.innerText.includes('0:04.2 /'));
  expect(await redPixels(page)).toBeGreaterThan(500);
  await screenshot(page, 'publicReview-scene-1280');
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  expect(await page.$eval(TIME_BADGE, (b) => b.getAttribute('aria-pressed'))).toBe('true');
  await page.locator(TIME_BADGE).click();
  await page.waitForFunction(() => !document.querySelector('[data-testid="comment-drawing"]'));
});

it("a project's page lists its scenes with their open comments, collapses the list and switches scenes", async () => {
  const { page, app } = journey;
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(`${app.url}/#/review/project/${encodeURIComponent(`Water cycle-${seeded.projectUrl}`)}`);
  await page.waitForSelector('nav[aria-label="Scenes"]', { visible: true });
  const rows = await page.$$eval('nav[aria-label="Scenes"] li', (items) => items.map((li) => (li as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
  expect(rows).toEqual(['Alpha 1', 'Beta']);
  expect(await page.$eval('nav[aria-label="Scenes"] [aria-current="true"]', (b) => (b as HTMLElement).innerText)).toContain('Alpha');
  await waitForText(page, 'The cloud comes in too early');
  await screenshot(page, 'publicReview-project-1280');
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  await page.locator(`nav[aria-label="Scenes"] ${byRole('button', 'Beta')}`).click();
  await waitForText(page, 'No comments yet');
  expect(await page.$eval('nav[aria-label="Scenes"] [aria-current="true"]', (b) => (b as HTMLElement).innerText)).toContain('Beta');

  await click(page, 'button', 'Hide the scenes');
  await page.waitForFunction(() => (document.querySelector('nav[aria-label="Scenes"]') as HTMLElement | null)?.getBoundingClientRect().width === 40);
  expect(await page.$eval('nav[aria-label="Scenes"]', (n) => (n as HTMLElement).innerText.trim())).toBe('2');
  await click(page, 'button', 'Show the scenes');

  await page.setViewport({ width: 800, height: 800 });
  await page.locator('nav[aria-label="Scenes"] li:first-child button').click();
  await waitForText(page, 'The cloud comes in too early');
  await screenshot(page, 'publicReview-project-800');
  await page.setViewport({ width: 400, height: 800 });
  await click(page, 'button', 'Hide the scenes');
  await page.waitForFunction(() => (document.querySelector('nav[aria-label="Scenes"]') as HTMLElement | null)?.getBoundingClientRect().width === 40);
  await screenshot(page, 'publicReview-project-400');
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
});

/** Whether the player's timeline (its controls bar, the region's last child) can be seen. */
const timelineShown = (page: Page): Promise<boolean> => page.$eval('[data-testid="review-player"] [role="region"] > :last-child', (bar) => getComputedStyle(bar).visibility !== 'hidden');

it('the player downloads its frame as a PNG, and in full screen hides the timeline after 2 s without mouse movement', async () => {
  const { page, app } = journey;
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(`${app.url}/#/review/scene/${encodeURIComponent(`Alpha-${seeded.sceneUrl}`)}`);
  await page.waitForFunction(() => document.body.innerText.includes('The cloud comes in too early'), { timeout: 60_000 });
  // The download is caught where the page starts it: a headless browser keeps no files.
  await page.evaluate(() => {
    const seen: { name: string; href: string }[] = [];
    (window as unknown as { downloads: typeof seen }).downloads = seen;
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      seen.push({ name: this.download, href: this.href });
    };
  });
  await click(page, 'button', 'Forward 5 seconds');
  await page.waitForFunction(() => document.body.innerText.includes('0:05.0 /'));
  await click(page, 'button', 'Screenshot');
  const downloads = await page.evaluate(() => (window as unknown as { downloads: { name: string; href: string }[] }).downloads);
  expect(downloads.map((d) => d.name)).toEqual(['Alpha-5000ms.png']);
  const png = Buffer.from(downloads[0]?.href.replace(/^data:image\/png;base64,/, '') ?? '', 'base64');
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  // The scene canvas's size at 1280 px wide: a real frame, not an empty picture.
  expect(png.readUInt32BE(16)).toBeGreaterThan(400);

  await click(page, 'button', 'Full screen');
  await page.waitForFunction(() => (document.fullscreenElement as HTMLElement | null)?.dataset.testid === 'review-player');
  await page.mouse.move(600, 300);
  expect(await timelineShown(page)).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  // Half-way through the wait the timeline is still there; a movement restarts the wait.
  expect(await timelineShown(page)).toBe(true);
  await page.mouse.move(620, 320);
  const stillSince = Date.now();
  await page.waitForFunction(() => document.querySelector('[data-testid="review-player"]')?.getAttribute('data-chrome') === 'hidden', { timeout: 10_000 });
  expect(Date.now() - stillSince).toBeGreaterThanOrEqual(1900);
  expect(await timelineShown(page)).toBe(false);
  await screenshot(page, 'publicReview-fullscreen-hidden');

  await page.mouse.move(640, 340);
  await page.waitForFunction(() => document.querySelector('[data-testid="review-player"]')?.getAttribute('data-chrome') === 'shown');
  expect(await timelineShown(page)).toBe(true);
  await screenshot(page, 'publicReview-fullscreen-shown');
  await click(page, 'button', 'Exit full screen');
  await page.waitForFunction(() => document.fullscreenElement === null);
  expect(await timelineShown(page)).toBe(true);
});

it('an unknown link shows that the review was not found', async () => {
  const { page, app } = journey;
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(`${app.url}/#/review/scene/${encodeURIComponent(`Alpha-${'0'.repeat(32)}`)}`);
  await waitForText(page, 'Review not found');
});

it("a signed-in user's Review on a scene card opens the scene's review page in a new tab, reusing its link", async () => {
  const { page, app, session } = journey;
  await page.setViewport({ width: 1280, height: 800 });
  await signIn(page, app.url, app.adminEmail, app.adminPassword);
  await page.goto(`${app.url}/#/project/${seeded.projectID}/editor/dashboard`);
  await click(page, 'button', 'Actions for Alpha');
  await click(page, 'menuitem', 'Review');
  const target = await session.browser.waitForTarget((t) => t.url().includes('/review'), { timeout: 30_000 });
  const tab = await target.page();
  if (!tab) throw new Error('the review tab has no page');
  try {
    await tab.waitForFunction((url: string) => window.location.hash.includes(url), { timeout: 60_000 }, seeded.sceneUrl);
    await tab.waitForFunction(() => document.body.innerText.includes('The cloud comes in too early'), { timeout: 60_000 });
    expect(decodeURIComponent(new URL(tab.url()).hash)).toBe(`#/review/scene/Alpha-${seeded.sceneUrl}`);
  } finally {
    await tab.close();
  }
});
