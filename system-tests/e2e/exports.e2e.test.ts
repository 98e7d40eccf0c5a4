// Exports in the browser (spec 002: Scenes dashboard Export, the cards' progress and Download MP4, the
// desktop notice, File review's Export SVGs; spec 001: the admin File Exports tab). Two short scenes are
// exported from the dashboard by the product's own exporter, their cards spin then offer the MP4s,
// one is downloaded (and a failed download offers its link), an SVG export is started from the files
// page, and the admin tab lists them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { GOOD_SVG } from '../src/acceptance/scenes/scenesWorld';
import { uploadForm } from '../src/acceptance/uploads/uploadsWorld';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { seriousAccessibilityProblems } from './axe';
import { byRole, click, screenshot, signIn, waitForDialogsClosed, waitForText } from './browser';
import { startJourney } from './journey';

const PROJECT = 'Water cycle exports';
const SCENES = ['Evaporation', 'Rain'] as const;
const SVG_NAME = 'Clouds.svg';
const seeded = { projectID: '' };

let api: HttpClient;
const ok = async (p: string, body: unknown): Promise<Record<string, any>> => {
  const answer = await api.post(`/api${p}`, body);
  if (answer.status !== 200) throw new Error(`${p} failed: ${answer.status} ${answer.text}`);
  return answer.body as Record<string, any>;
};

/** A second-long scene of a few rectangles at a small size, so its render takes moments. */
const savedScene = async (name: string) => {
  const { scene } = await ok('/scene/createProjectScene', { projectID: seeded.projectID, name, duration: 1000, width: 640, height: 360 });
  const elements = [0, 1, 2].map((i) => ({
    id: `el-${i}`,
    name: `Rectangle ${i}`,
    type: 'rect',
    start: 0,
    duration: 1000,
    props: { translateX: 40 + i * 180, translateY: 120, width: 140, height: 100, style: { fill: ['#e03131', '#1971c2', '#2f9e44'][i] } },
    keyframes: { position: [{ id: `k-${i}`, time: 900, translateX: 60 + i * 180, translateY: 160 }] },
  }));
  await ok('/editor/saveSceneDocument', { sceneID: scene.sceneID, baseVersion: 0, document: { sceneID: scene.sceneID, duration: 1000, elements } });
};

const seed = async (app: TestApp): Promise<void> => {
  api = new HttpClient(app.url);
  await api.signIn(app.adminEmail, app.adminPassword);
  seeded.projectID = (await ok('/project/create', { name: PROJECT, groups: [] })).project.projectID;
  for (const name of SCENES) await savedScene(name);
  const bytes = Buffer.from(GOOD_SVG);
  const upload = await uploadForm(api, { key: 'asset', file: { name: SVG_NAME, bytes } });
  if (upload.status !== 200) throw new Error(`upload: ${upload.status} ${JSON.stringify(upload.body)}`);
  await ok('/project/addFile', { projectID: seeded.projectID, name: SVG_NAME, type: 'svg', size: bytes.length, data: { url: upload.body.url } });
};

const card = (name: string) => `[data-scene-card="${name}"]`;
const exportStateOf = (page: Page, name: string) => page.$eval(card(name), (c) => c.querySelector('[data-export-state]')?.getAttribute('data-export-state') ?? null);

/** Records every export state a card shows, so a quick render's spinner is still seen. */
const watchExportStates = (page: Page) =>
  page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { __exportStates: Set<string> }).__exportStates = seen;
    const look = () =>
      document.querySelectorAll('[data-export-state]').forEach((el) => seen.add(`${el.closest('[data-scene-card]')?.getAttribute('data-scene-card')}:${el.getAttribute('data-export-state')}`));
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
const exportStatesSeen = (page: Page) => page.evaluate(() => [...(window as unknown as { __exportStates: Set<string> }).__exportStates].sort());

/** Desktop notices the page shows, recorded (the permission is granted to the product's address). */
const recordNotices = (page: Page) =>
  page.evaluate(() => {
    const Real = window.Notification;
    const shown: string[] = [];
    (window as unknown as { __notices: string[] }).__notices = shown;
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push(title);
      }
    }
    window.Notification = Recorded;
  });
const noticesShown = (page: Page) => page.evaluate(() => (window as unknown as { __notices: string[] }).__notices);

describe('exports to MP4', () => {
  const j = startJourney('exports-zz-last', seed);
  let page: Page;
  let downloads: string;
  beforeAll(async () => {
    page = j.page;
    await j.session.browser.defaultBrowserContext().overridePermissions(j.app.url, ['notifications']);
    downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'wb-exports-'));
    const cdp = await j.session.browser.target().createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
    await signIn(page, j.app.url, j.app.adminEmail, j.app.adminPassword);
  }, 60_000);
  afterAll(() => fs.rmSync(downloads, { recursive: true, force: true }));

  it('exports two selected scenes from the dashboard: the dialog, the spinners, then Download MP4 and the notice', async () => {
    await page.goto(`${j.app.url}/#/project/${encodeURIComponent(seeded.projectID)}/editor/dashboard`);
    await page.waitForSelector(card('Rain'));
    await recordNotices(page);
    await watchExportStates(page);
    for (const name of SCENES) await page.locator(byRole('checkbox', `Select ${name}`)).click();
    await click(page, 'button', 'Export');
    await page.waitForSelector(byRole('dialog', 'Export to MP4'), { visible: true });
    await waitForText(page, 'These 2 scenes are rendered to MP4 videos, one each:');
    await page.locator('::-p-text(Notify me when the export is done)').click();
    // The first switch of the dialog is Notify; the bell beside it stays as the user left it.
    expect(await page.$$eval('[role="dialog"] input[role="switch"]', (s) => s.map((i) => (i as HTMLInputElement).checked))).toEqual([true, false]);
    await screenshot(page, 'exports-01-dialog');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.locator('[role="dialog"] ::-p-aria([name="Export"][role="button"])').click();
    await waitForDialogsClosed(page);
    await page.waitForFunction((names: string[]) => names.every((n) => document.querySelector(`[data-scene-card="${n}"] [data-export-state]`)), {}, [...SCENES]);
    await screenshot(page, 'exports-02-in-progress');
    // The exporter renders both; the live stream refreshes the cards until each offers its MP4.
    await page.waitForFunction((names: string[]) => names.every((n) => document.querySelector(`[data-scene-card="${n}"] [data-export-state="download"]`)), { timeout: 120_000 }, [...SCENES]);
    expect(await exportStatesSeen(page)).toEqual(['Evaporation:download', 'Evaporation:progress', 'Rain:download', 'Rain:progress']);
    await page.waitForFunction(() => (window as unknown as { __notices: string[] }).__notices.length > 0);
    expect(await noticesShown(page)).toEqual(['Scenes have finished recording']);
    await screenshot(page, 'exports-03-download');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  }, 150_000);

  it('downloads the MP4 under the scene name, and offers the link when a download fails', async () => {
    await page.locator(byRole('link', 'Download MP4 of Rain')).click();
    const saved = path.join(downloads, 'Rain.mp4');
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"][data-download-mp4]'));
    for (let i = 0; i < 100 && !fs.existsSync(saved); i += 1) await new Promise((r) => setTimeout(r, 100));
    const bytes = fs.readFileSync(saved);
    // An MP4 starts with its ftyp box.
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(bytes.length).toBeGreaterThan(1000);
    expect(await exportStateOf(page, 'Rain')).toBe('download');

    await page.setRequestInterception(true);
    const refuse = (request: HTTPRequest) => (request.url().endsWith('.mp4') ? void request.abort() : void request.continue());
    page.on('request', refuse);
    await page.locator(byRole('link', 'Download MP4 of Evaporation')).click();
    await waitForText(page, 'Download failed. Try this link instead.');
    const href = await page.$eval(byRole('link', 'Evaporation.mp4'), (a) => a.getAttribute('href'));
    expect(href).toBe(await page.$eval(byRole('link', 'Download MP4 of Evaporation'), (a) => a.getAttribute('href')));
    await screenshot(page, 'exports-04-download-failed');
    page.off('request', refuse);
    await page.setRequestInterception(false);
  }, 30_000);

  it("starts an SVG file's export from the files page's Export SVGs dialog, enabled once a file is checked", async () => {
    await page.goto(`${j.app.url}/#/project/${encodeURIComponent(seeded.projectID)}/files`);
    await page.waitForSelector(`[data-file-row="${SVG_NAME}"]`);
    await page.locator('[data-layers-section="svg"] ::-p-aria([name="Export"][role="button"])').click();
    await page.waitForSelector(byRole('dialog', 'Export SVGs'), { visible: true });
    const exportButton = '[role="dialog"] button[data-disabled], [role="dialog"] button:disabled';
    expect(await page.$(exportButton)).not.toBeNull();
    await page.locator(byRole('checkbox', SVG_NAME)).click();
    await page.waitForSelector(byRole('button', 'Export All'));
    await screenshot(page, 'exports-05-export-svgs');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await click(page, 'button', 'Export All');
    await waitForDialogsClosed(page);
    // The row now shows its export (in progress, or already done on a quick machine).
    await page.waitForSelector(`[data-layers-section="svg"] [data-export-state]`, { timeout: 20_000 });
    // Once the exporter reports, the row counts the frames rendered (or the export is done already).
    await page.waitForFunction(
      () => {
        const state = document.querySelector('[data-layers-section="svg"] [data-export-state]');
        return state?.getAttribute('data-export-state') === 'download' || / of \d+ frames/.test((state as HTMLElement | null)?.innerText ?? '');
      },
      { timeout: 20_000 },
    );
    await screenshot(page, 'exports-06-svg-row');
  }, 30_000);

  it('lists the exports in the admin File Exports tab, scenes under V2 and files under V1', async () => {
    await page.goto(`${j.app.url}/#/admin/exports`);
    await page.waitForSelector(byRole('heading', 'File Exports'));
    await page.waitForSelector(`[data-export-row="${SVG_NAME}"]`);
    await click(page, 'tab', 'V2 exports (scenes)');
    await page.waitForSelector('[data-export-row="Rain"]');
    const statuses = await page.$$eval('[data-export-row]', (rows) => rows.map((r) => [r.getAttribute('data-export-row'), r.querySelector('.mantine-Badge-root')?.textContent]).sort());
    expect(statuses).toEqual([
      ['Evaporation', 'Completed'],
      ['Rain', 'Completed'],
    ]);
    await page.waitForSelector(byRole('button', 'Launch exporter'));
    await screenshot(page, 'exports-07-admin');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  }, 30_000);
});
