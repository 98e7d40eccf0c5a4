// The public review pages in the browser (spec 002, "Public and signed-in review screen"; issue 18): a
// visitor without a session opens a scene's link and sees the comment and, once it is selected, its
// drawing over the scene; clearing the selection clears the drawing. A project's link lists its scenes
// (red count of open comments, sorted by name, active row marked), collapses the list to its count,
// and switches scenes. Screenshots at 1280, 800 and 400 px wide. Two comments at the same time share
// one marker on the progress bar, and a signed-in user's Record screen opens the recorder for the scene.
// A scene's pictures (stored files, which need a session) are drawn for the visitor, read through the link.
import type { Browser, Page, Target } from 'puppeteer-core';
import sharp from 'sharp';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { seriousAccessibilityProblems } from './axe';
import { uploadForm } from '../src/acceptance/uploads/uploadsWorld';
import { byRole, click, screenshot, signIn, waitForText } from './browser';
import { startJourney } from './journey';

/** The comment's time badge, which selects it (and, pressed, clears the selection). */
const TIME_BADGE = '[data-comment-id] button[aria-pressed]';

const seeded = { sceneUrl: '', projectUrl: '', sceneID: '', projectID: '', pictureUrl: '' };
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
  await seedPicture(admin);
};

/** The picture's green (#00c000), which nothing else of the page draws. */
const GREEN = { r: 0, g: 192, b: 0 };

/**
 * A scene "Sky" of another project whose document shows one stored picture over the whole stage: the
 * picture is stored by importing an SVG that embeds it (the one way a scene's picture is stored), and
 * Sky's document is saved pointing at it, as the editor saves a placed picture.
 */
const seedPicture = async (admin: HttpClient): Promise<void> => {
  const { project } = await must(admin, '/api/project/create', { name: 'Pictures', groups: [] });
  const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: GREEN } })
    .png()
    .toBuffer();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><g id="Scene"><g id="image_a"><image id="Photo" width="40" height="40" href="data:image/png;base64,${png.toString('base64')}"/></g></g><g id="Animation"><g id="image_a"/></g></svg>`;
  const upload = await uploadForm(admin, { key: 'svg', file: { name: 'pictured.svg', bytes: Buffer.from(svg) } });
  if (upload.status !== 200) throw new Error(`seed upload: ${upload.status} ${JSON.stringify(upload.body)}`);
  const url = upload.body.url as string;
  const imported = (await must(admin, '/api/scene/importScene', { projectID: project.projectID, url, fileName: 'Pictured.svg' })).scene.sceneID as string;
  const stored = await admin.post('/api/editor/getSceneDocument', { sceneID: imported });
  const picture = /\/api\/v1\/blobs\/sceneImage\/[A-Za-z0-9/._-]+/.exec(stored.text)?.[0];
  if (picture === undefined) throw new Error(`seed: no stored picture in ${stored.text.slice(0, 300)}`);
  const sky = (await must(admin, '/api/scene/createProjectScene', { projectID: project.projectID, name: 'Sky' })).scene.sceneID as string;
  const element = { id: 'sky', name: 'Sky', type: 'image', start: 0, duration: 30_000, props: { width: 1920, height: 1080 }, keyframes: {}, src: picture };
  await must(admin, '/api/editor/saveSceneDocument', { sceneID: sky, baseVersion: 0, document: { sceneID: sky, duration: 30_000, dimensions: { width: 1920, height: 1080 }, elements: [element] } });
  seeded.pictureUrl = (await must(admin, '/api/scene/generateSceneReviewUrl', { sceneID: sky })).reviewUrl;
};

/** Pixels of the picture's green on the player's canvases (the scene is drawn on them). */
const greenPixels = (page: Page): Promise<number> =>
  page.$$eval('[data-testid="review-player"] canvas', (canvases) => {
    let green = 0;
    for (const canvas of canvases) {
      const c = canvas as HTMLCanvasElement;
      const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? new Uint8ClampedArray();
      for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 40 && (data[i + 1] ?? 0) > 160 && (data[i + 1] ?? 0) < 220 && (data[i + 2] ?? 255) < 40) green += 1;
    }
    return green;
  });

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
  // No Record screen for a visitor without a session (the exporter could not read the scene for them);
  // the page's own reads are done by now, and the session check went first.
  expect(await page.$('[data-testid="review-player"] button[aria-label="Record screen"]')).toBeNull();
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

it("a visitor sees the scene's stored picture drawn, read through the review link", async () => {
  const { page, app } = journey;
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(`${app.url}/#/review/scene/${encodeURIComponent(`Sky-${seeded.pictureUrl}`)}`);
  await waitForText(page, 'Read-only review');
  // The picture's own address needs a session: the page reads it through the link, and it loads.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/api/review/image?') && (e as PerformanceResourceTiming).responseStatus === 200), {
    timeout: 60_000,
  });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="review-player"] canvas').length > 0);
  // Drawn over the whole stage: most of the scene's pixels are the picture's green.
  await page.waitForFunction(
    (selector: string) =>
      Array.from(document.querySelectorAll(selector)).some((canvas) => {
        const c = canvas as HTMLCanvasElement;
        const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data;
        if (!data) return false;
        let green = 0;
        for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 40 && (data[i + 1] ?? 0) > 160 && (data[i + 2] ?? 255) < 40) green += 1;
        return green > 10_000;
      }),
    { timeout: 30_000 },
    '[data-testid="review-player"] canvas',
  );
  expect(await greenPixels(page)).toBeGreaterThan(10_000);
  await screenshot(page, 'publicReview-picture-1280');
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

/** The page another page opened, once its address satisfies `test`. */
const openedPage = async (browser: Browser, opener: Target, test: (url: string) => boolean): Promise<Page> => {
  const target = await browser.waitForTarget((t) => t.opener() === opener && test(t.url()), { timeout: 30_000 });
  const opened = await target.page();
  if (!opened) throw new Error(`no page for ${target.url()}`);
  return opened;
};

/** The comment the panel shows selected (its time badge pressed). */
const selectedInPanel = (page: Page): Promise<string | null> =>
  page.evaluate(() => document.querySelector('[data-comment-id]:has(button[aria-pressed="true"])')?.getAttribute('data-comment-id') ?? null);

it("two comments at the same time share one marker counting 2 whose menu opens each, and a signed-in user's Record screen opens the recorder for the scene", async () => {
  const { app, session } = journey;
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  await must(admin, '/api/editor/saveSceneComment', { sceneID: seeded.sceneID, text: 'The rain starts at the same moment', timestamp: 4200, annotations: [] });
  // A browser context of its own, signed in here, so the step does not lean on the one before it.
  const context = await session.browser.createBrowserContext();
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.setViewport({ width: 1280, height: 800 });
  await signIn(page, app.url, app.adminEmail, app.adminPassword);
  await page.goto(`${app.url}/#/review/scene/${encodeURIComponent(`Alpha-${seeded.sceneUrl}`)}`);
  await page.waitForFunction(() => document.body.innerText.includes('The rain starts at the same moment'), { timeout: 60_000 });

  // One marker for both, named by its count and time; no single marker drawn under it.
  const stack = await page.waitForSelector('[data-testid="review-player"] button[data-comment-stack="2"]', { visible: true });
  if (!stack) throw new Error('no stacked marker');
  expect(await stack.evaluate((b) => b.getAttribute('aria-label'))).toBe('2 comments at 0:04.2');
  expect(await page.$$('[data-testid="review-player"] [data-comment-marker]')).toHaveLength(0);
  expect(await selectedInPanel(page)).toBeNull();

  // A click opens the earliest comment and a menu of both.
  await stack.click();
  await page.waitForSelector('[role="menu"] [data-stack-item]', { visible: true });
  const items = await page.$$eval('[role="menu"] [data-stack-item]', (all) =>
    all.map((i) => ({ id: i.getAttribute('data-stack-item'), current: i.getAttribute('aria-current'), text: (i as HTMLElement).innerText })),
  );
  expect(items).toHaveLength(2);
  expect(items.map((i) => i.current)).toEqual(['true', null]);
  const texts = items.map((i) => i.text).join(' | ');
  expect(texts).toContain('The cloud comes in too early');
  expect(texts).toContain('The rain starts at the same moment');
  await page.waitForFunction((id: string | null) => document.querySelector(`[data-comment-id="${id}"] button[aria-pressed="true"]`) !== null, {}, items[0]?.id ?? null);
  await page.waitForFunction(() => document.body.innerText.includes('0:04.2 /'));
  await screenshot(page, 'publicReview-stacked-marker');
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  // The other one is one choice away.
  await page.locator(`[role="menu"] [data-stack-item="${items[1]?.id}"]`).click();
  await page.waitForSelector('[role="menu"]', { hidden: true });
  await page.waitForFunction(() => document.querySelector('[data-comment-id]:has(button[aria-pressed="true"])') !== null);
  expect(await selectedInPanel(page)).toBe(items[1]?.id);

  // From the keyboard: Enter on the marker opens the earliest again, with the menu; Escape closes it.
  await stack.focus();
  await page.keyboard.press('Enter');
  await page.waitForSelector('[role="menu"] [data-stack-item]', { visible: true });
  await page.waitForFunction((id: string | null) => document.querySelector(`[data-comment-id="${id}"] button[aria-pressed="true"]`) !== null, {}, items[0]?.id ?? null);
  await page.keyboard.press('Escape');
  await page.waitForSelector('[role="menu"]', { hidden: true });

  // Record screen: the recorder for this scene, as the dashboard's Record screen with it alone selected.
  await click(page, 'button', 'Record screen');
  const recorder = await openedPage(session.browser, page.target(), (url) => url.includes('#/exporter?v=2'));
  try {
    const controller = await openedPage(session.browser, recorder.target(), (url) => url === 'about:blank');
    await waitForText(controller, '1 / 1 · Alpha');
    expect(await recorder.evaluate(() => localStorage.getItem('screenRecordV2'))).toBeNull();
    await controller.close();
  } finally {
    await recorder.close();
    await context.close();
  }
});
