// The screens at the spec's breakpoints (481 and 769 px) and what a team trips over on its first day:
// an admin table at 800 px scrolls sideways instead of cutting off its last columns; the scene editor
// works at 1024 px and says plainly below that what it needs; the kit grid links the staged uploads
// and searches the whole library; a small file's size reads the same everywhere; the public kit page
// drops the previous kit's files under 'Kit not found'; the timeline ruler selects no text; list-mode
// names are the design's links; an edited scene's card shows the scene instead of 'Get thumbnail'.
// Each screen is photographed at 1280, 800 and 400 px.
import type { Page } from 'puppeteer-core';
import { uploadedFile } from '../src/acceptance/assets/storedUploads';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { seriousAccessibilityProblems, seriousAxeViolations } from './axe';
import { byRole, click, openPrivatePage, screenshot, signIn, typeInto, waitForText, waitForTextGone } from './browser';
import { startJourney } from './journey';

const WIDTHS = [1280, 800, 400] as const;
const KIT = 'Cell Biology';
const FILE = 'Leaf outline.svg';
/** 20,275 bytes: 19.8 KB, which showed as 0.0 MB on one page and 0.1 MB on another. */
const FILE_BYTES = 20_275;
const SCENE = 'Evaporation';
const seeded = { projectID: '', sceneID: '', kitID: '', fileID: '' };

/** An SVG of exactly `bytes` bytes: a 4x4 drawing padded with a comment. */
const svgOfSize = (bytes: number): Buffer => {
  const head = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><!--';
  const tail = '--></svg>';
  return Buffer.from(head + 'x'.repeat(bytes - head.length - tail.length) + tail);
};

const seed = async (app: TestApp): Promise<void> => {
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  const ok = async (p: string, body: unknown) => {
    const answer = await admin.post(`/api${p}`, body);
    if (answer.status !== 200) throw new Error(`${p} failed: ${answer.status} ${answer.text}`);
    return answer.body as Record<string, any>;
  };
  seeded.projectID = String((await ok('/project/create', { name: 'Water cycle', groups: [] })).project.projectID);
  seeded.sceneID = String((await ok('/scene/createProjectScene', { projectID: seeded.projectID, name: SCENE, duration: 10_000 })).scene.sceneID);
  seeded.kitID = (await ok('/assets/addKit', { name: KIT })).kit.kitID;
  const file = await uploadedFile({ userID: 1, client: admin }, FILE, 'asset', svgOfSize(FILE_BYTES));
  seeded.fileID = (await ok('/assets/addFilesToKit', { kitID: seeded.kitID, files: [file] })).files[0].fileID;
  await ok('/assets/updateKitVisibility', { kitID: seeded.kitID, visibility: 'public-read' });
  await ok('/admin/addUser', { userID: 2, email: 'member@example.com', givenName: 'Mo', familyName: 'Member', password: 'member-password-1' });
};

const atWidth = (page: Page, width: number) => page.setViewport({ width, height: 800 });

/** The page itself never scrolls sideways: what is wider scrolls inside its own frame. */
const pageScrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

const editorPath = () => `/#/project/${seeded.projectID}/editor/scene/${seeded.sceneID}`;
const openEditor = async (page: Page, url: string) => {
  await page.goto(`${url}${editorPath()}`);
  await waitForTextGone(page, 'Loading scene...');
  await page.waitForSelector('[data-testid="editor-stage"] canvas', { visible: true });
};
const boxOf = async (page: Page, selector: string) => {
  const box = await (await page.waitForSelector(selector, { visible: true }))!.boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return box;
};

describe('the screens at the breakpoints, and the first day', () => {
  const j = startJourney('zz-narrow-screens-last', seed);
  let page: Page;
  beforeAll(async () => {
    page = j.page;
    await atWidth(page, 1280);
    await signIn(page, j.app.url, j.app.adminEmail, j.app.adminPassword);
  }, 60_000);

  it('scrolls an admin table sideways at 800 px instead of cutting off its Status and Actions columns', async () => {
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await page.goto(`${j.app.url}/#/admin/projects`);
      await page.waitForSelector('table[aria-label="Projects"] tbody tr', { visible: true });
      expect(await pageScrollsSideways(page)).toBe(false);
      await screenshot(page, `narrow-01-admin-projects-${width}`);
    }
    await atWidth(page, 800);
    await page.goto(`${j.app.url}/#/admin/projects`);
    const region = byRole('region', 'Projects, scrolls sideways');
    await page.waitForSelector(region, { visible: true });
    // The side with columns out of sight is shaded, and the region scrolls to them.
    await page.waitForSelector('[data-scroll-table="Projects"] [data-hidden-columns="right"]');
    const actionsHead = 'table[aria-label="Projects"] th:last-child';
    const frame = await boxOf(page, region);
    expect((await boxOf(page, actionsHead)).x + (await boxOf(page, actionsHead)).width).toBeGreaterThan(frame.x + frame.width);
    await page.$eval(region, (el) => el.scrollTo({ left: el.scrollWidth }));
    await page.waitForSelector('[data-scroll-table="Projects"] [data-hidden-columns="left"]');
    const head = await boxOf(page, actionsHead);
    expect(head.x + head.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
    expect(await page.$eval(actionsHead, (th) => (th as HTMLElement).innerText)).toBe('Actions');
    await screenshot(page, 'narrow-02-admin-projects-800-scrolled');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await atWidth(page, 1280);
  }, 90_000);

  it('scrubs along the timeline ruler without selecting its labels as text', async () => {
    await atWidth(page, 1280);
    await openEditor(page, j.app.url);
    const ruler = await boxOf(page, '[data-testid="timeline-ruler"]');
    const y = ruler.y + ruler.height / 2;
    await page.mouse.move(ruler.x + 5, y);
    await page.mouse.down();
    await page.mouse.move(ruler.x + Math.min(ruler.width - 5, 600), y, { steps: 12 });
    await page.mouse.up();
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
    expect(await page.$eval('[data-testid="timeline-ruler-row"]', (el) => getComputedStyle(el).userSelect)).toBe('none');
  }, 60_000);

  it("shows an edited scene's card with its picture instead of 'Get thumbnail'", async () => {
    await page.goto(`${j.app.url}/#/project/${seeded.projectID}/editor/dashboard`);
    await page.waitForSelector(byRole('button', `Get thumbnail of ${SCENE}`), { visible: true });
    await openEditor(page, j.app.url);
    // A rectangle drawn with the rectangle tool (m), saved a second later.
    await page.keyboard.press('m');
    const stage = await boxOf(page, '[data-testid="editor-stage"]');
    await page.mouse.move(stage.x + stage.width * 0.3, stage.y + stage.height * 0.3);
    await page.mouse.down();
    await page.mouse.move(stage.x + stage.width * 0.6, stage.y + stage.height * 0.6, { steps: 8 });
    await page.mouse.up();
    await waitForText(page, 'All changes saved');
    await click(page, 'link', 'Scenes');
    await page.waitForSelector(`[data-scene-card="${SCENE}"] img[src*="/api/v1/blobs/"]`, { visible: true, timeout: 30_000 });
    expect(await page.$(byRole('button', `Get thumbnail of ${SCENE}`))).toBeNull();
    await screenshot(page, 'narrow-06-edited-scene-card');
  }, 90_000);

  it('edits a scene at 1024 px, and below that says what the editor needs with a way back', async () => {
    await atWidth(page, 1280);
    await openEditor(page, j.app.url);
    expect((await boxOf(page, '[data-testid="editor-stage"]')).width).toBeGreaterThan(600);
    await screenshot(page, 'narrow-03-editor-1280');
    await atWidth(page, 1024);
    const stage = await boxOf(page, '[data-testid="editor-stage"]');
    expect(stage.width).toBeGreaterThanOrEqual(480);
    expect(stage.height).toBeGreaterThanOrEqual(300);
    // The header keeps its save state and Versions on screen.
    const versions = await boxOf(page, '::-p-aria([name="Versions"][role="button"])');
    expect(versions.x + versions.width).toBeLessThanOrEqual(1024);
    await screenshot(page, 'narrow-04-editor-1024');
    for (const width of [800, 400]) {
      await atWidth(page, width);
      await waitForText(page, 'The scene editor needs a wider window');
      await waitForText(page, `this one is ${width}\u00a0px`);
      expect(await page.$('[data-testid="editor-stage"]')).toBeNull();
      expect(await pageScrollsSideways(page)).toBe(false);
      await screenshot(page, `narrow-05-editor-${width}`);
    }
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await click(page, 'link', 'Back to Scenes');
    await page.waitForFunction(() => window.location.hash.endsWith('/editor/dashboard'));
    await page.waitForSelector(`[data-scene-card="${SCENE}"]`, { visible: true });
    await atWidth(page, 1280);
  }, 90_000);

  it('links the staged uploads from the kit grid and searches every file there', async () => {
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await page.goto(`${j.app.url}/#/assets`);
      await page.waitForSelector(`[data-kit-card="${KIT}"]`, { visible: true });
      await typeInto(page, 'Search all files', 'leaf');
      await page.waitForSelector(`a[data-asset="${FILE}"]`, { visible: true });
      // The results take the kits' place while something is typed.
      expect(await page.$(`[data-kit-card="${KIT}"]`)).toBeNull();
      expect(await pageScrollsSideways(page)).toBe(false);
      await screenshot(page, `narrow-07-kit-grid-search-${width}`);
      await click(page, 'button', 'Clear search');
      await page.waitForSelector(`[data-kit-card="${KIT}"]`, { visible: true });
    }
    await typeInto(page, 'Search all files', 'leaf');
    await atWidth(page, 1280);
    await page.waitForSelector(`a[data-asset="${FILE}"]`, { visible: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.locator(`a[data-asset="${FILE}"]`).click();
    await page.waitForFunction((f: string) => window.location.hash === `#/assets/all?f=${f}`, {}, seeded.fileID);
    await waitForText(page, '19.8 KB');
    await page.goto(`${j.app.url}/#/assets`);
    await click(page, 'link', 'Staged uploads');
    await page.waitForFunction(() => window.location.hash === '#/assets/uploads');
  }, 90_000);

  it('shows the small file as 19.8 KB in list mode too, its name a link of the design', async () => {
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await page.goto(`${j.app.url}/#/assets/${seeded.kitID}/list`);
      await page.waitForSelector(`a[data-file-link="${FILE}"]`, { visible: true });
      await screenshot(page, `narrow-08-kit-list-${width}`);
    }
    await waitForText(page, '19.8 KB');
    const link = await page.$eval(`a[data-file-link="${FILE}"]`, (a) => ({ color: getComputedStyle(a).color, classes: a.className }));
    // Not the browser's own link blue (rgb(0, 0, 238)): the design's anchor.
    expect(link.color).not.toBe('rgb(0, 0, 238)');
    expect(link.classes).toContain('mantine-Anchor-root');
    await atWidth(page, 1280);
  }, 60_000);

  it("clears the previous kit's files under 'Kit not found'", async () => {
    const visitor = await openPrivatePage(j.session.browser);
    for (const width of WIDTHS) {
      await atWidth(visitor, width);
      await visitor.goto(`${j.app.url}/#/kit/Cell-Biology`);
      await waitForText(visitor, FILE);
      await waitForText(visitor, '19.8 KB');
      await screenshot(visitor, `narrow-09-public-kit-${width}`);
    }
    // The same page, another address: only the hash changes, as when a visitor follows a second link.
    await visitor.goto(`${j.app.url}/#/kit/No-Such-Kit`);
    await waitForText(visitor, 'Kit not found');
    expect(await visitor.evaluate((f: string) => document.body.innerText.includes(f), FILE)).toBe(false);
    await screenshot(visitor, 'narrow-10-public-kit-not-found');
    expect(await seriousAccessibilityProblems(visitor)).toEqual([]);
    await visitor.browserContext().close();
  }, 60_000);
});
