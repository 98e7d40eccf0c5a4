// The screen-recording exporter (spec 002, "Screen-recording exporter", Playback states, Local settings):
// two scenes chosen on the dashboard, Record screen opens /exporter?v=2 in a new window, which takes
// the saved list from the browser's storage and opens the 550x300 pop-out controller. There the keys
// move 1 second, the speed goes to 16x, and play runs the first scene, then the second, then ends
// with the desktop notification and the bell. A closed controller comes back into the page; leaving
// the page closes the controller, and the list plays once. A visitor with no session and a live
// access key plays a saved list the same way, its pictures read with the key; a wrong key is refused.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Target } from 'puppeteer-core';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { pngOf, uploadForm } from '../src/acceptance/uploads/uploadsWorld';
import { seriousAccessibilityProblems } from './axe';
import { byRole, click, openPrivatePage, screenshot, signIn, waitForText } from './browser';
import { startJourney } from './journey';

const seeded = { projectID: '', key: '', fileID: '', sunID: '', pictureID: '' };

/** An SVG whose Scene group holds a picture: the import stores it as a file of its own. */
const picturedSvg = async (): Promise<Buffer> => {
  const png = (await pngOf(48, 48)).toString('base64');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 1080"><g id="Scene"><g id="image_a"><image id="Photo" x="560" y="240" width="800" height="600" href="data:image/png;base64,${png}"/></g></g><g id="Animation"><g id="image_a"/></g></svg>`,
  );
};

/** Three imported scenes (10 s each): Sun, Ground and Picture (a stored picture in it). */
const seed = async (app: TestApp): Promise<void> => {
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  const created = await admin.post('/api/project/create', { name: 'Recorded project', groups: [] });
  if (created.status !== 200) throw new Error(`seed project: ${created.status} ${created.text}`);
  seeded.projectID = (created.body as { project: { projectID: string } }).project.projectID;
  for (const name of ['Sun.svg', 'Ground.svg', 'Picture.svg']) {
    const bytes = name === 'Picture.svg' ? await picturedSvg() : readFileSync(path.join(__dirname, 'fixtures', 'scenes', name));
    const uploaded = await uploadForm(admin, { key: 'svg', file: { name, bytes } });
    if (uploaded.status !== 200) throw new Error(`seed upload ${name}: ${uploaded.status}`);
    const url = (uploaded.body as { url: string }).url;
    const imported = await admin.post('/api/scene/importScene', { projectID: seeded.projectID, url, fileName: name });
    if (imported.status !== 200) throw new Error(`seed import ${name}: ${imported.status} ${imported.text}`);
    const { sceneID } = (imported.body as { scene: { sceneID: string } }).scene;
    if (name === 'Picture.svg') seeded.pictureID = sceneID;
    if (name !== 'Sun.svg') continue;
    seeded.sunID = sceneID;
    // The same drawing as a project file for review, for v=1.
    const file = await admin.post('/api/project/addFile', { projectID: seeded.projectID, name, type: 'svg', size: bytes.length, data: { url } });
    if (file.status !== 200) throw new Error(`seed file: ${file.status} ${file.text}`);
    seeded.fileID = (file.body as { file: { fileID: string } }).file.fileID;
  }
  const key = await admin.post('/api/admin/createAutomationKey', { name: 'Recorder', scopes: ['exporter'], expiresInDays: 1 });
  if (key.status !== 200) throw new Error(`seed key: ${key.status} ${key.text}`);
  seeded.key = (key.body as { key: string }).key;
};

declare global {
  interface Window {
    __shown?: string[];
    __notified?: string[];
    __bells?: number;
  }
}

/** The page another page opened, once its address satisfies `test`. */
const openedPage = async (browser: Browser, opener: Target, test: (url: string) => boolean): Promise<Page> => {
  const target = await browser.waitForTarget((t) => t.opener() === opener && test(t.url()), { timeout: 15_000 });
  const page = await target.page();
  if (!page) throw new Error(`no page for ${target.url()}`);
  page.setDefaultTimeout(15_000);
  return page;
};

/** Records every 'n / total · name' the controller shows, so a quick scene is still seen. */
const watchPositions = (controller: Page) =>
  controller.evaluate(() => {
    const seen: string[] = [];
    window.__shown = seen;
    const look = () => {
      const label = document.querySelector('[data-recorder-position]')?.textContent ?? '';
      if (label && seen[seen.length - 1] !== label) seen.push(label);
    };
    look();
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

/** Stands in for the desktop notification and counts the bell's sounds (the page's own window). */
const spyOnTheEnd = (recorder: Page) =>
  recorder.evaluate(() => {
    window.__notified = [];
    window.__bells = 0;
    class FakeNotification {
      static permission = 'granted';
      static requestPermission = () => Promise.resolve('granted');
      constructor(title: string) {
        window.__notified?.push(title);
      }
    }
    const RealAudio = window.AudioContext;
    class CountingAudio extends RealAudio {
      constructor() {
        super();
        window.__bells = (window.__bells ?? 0) + 1;
      }
    }
    Object.assign(window, { Notification: FakeNotification, AudioContext: CountingAudio });
  });

describe('the screen-recording exporter', () => {
  const j = startJourney('screen-recorder-zz-last', seed);

  it('records the chosen scenes in the chosen order with the pop-out controller, at 16x to the end', async () => {
    const { page, session } = j;
    await signIn(page, j.app.url, j.app.adminEmail, j.app.adminPassword);
    await page.goto(`${j.app.url}/#/project/${encodeURIComponent(seeded.projectID)}/editor/dashboard`);
    // The bell is on (the review's Play all setting, shared with the exporter).
    await page.evaluate(() => localStorage.setItem('exporterSettings', JSON.stringify({ playBell: true })));
    // Sun first, then Ground: the list keeps the order of the choice, not the dashboard's.
    await click(page, 'checkbox', 'Select Sun');
    await click(page, 'checkbox', 'Select Ground');
    await waitForText(page, '2 selected');
    await click(page, 'button', 'Record screen');

    const recorder = await openedPage(session.browser, page.target(), (url) => url.includes('#/exporter?v=2'));
    const controller = await openedPage(session.browser, recorder.target(), (url) => url === 'about:blank');
    await controller.waitForSelector('[data-recorder-position]', { visible: true });
    await waitForText(controller, '1 / 2 · Sun');
    // The list was taken: read once, then removed.
    expect(await recorder.evaluate(() => localStorage.getItem('screenRecordV2'))).toBeNull();
    // The window is 550 wide and 300 high inside, plus the pop-up's own address bar.
    const { bounds } = await (await controller.createCDPSession()).send('Browser.getWindowForTarget');
    expect(bounds.width).toBe(550);
    expect(bounds.height).toBeGreaterThanOrEqual(300);
    expect(bounds.height).toBeLessThan(400);
    // Puppeteer gives every page its default viewport: give the controller its window's size back.
    await controller.setViewport({ width: 550, height: 300 });
    await recorder.waitForSelector('[data-recorder-stage] canvas', { visible: true });
    await waitForText(controller, '0:00.0 / 0:10.0');
    await screenshot(recorder, 'screen-recorder-01-stage');
    await screenshot(controller, 'screen-recorder-02-controller');
    expect(await seriousAccessibilityProblems(controller)).toEqual([]);

    // l and the right arrow skip forward 1 second, j and the left arrow back; k plays and pauses.
    await controller.keyboard.press('l');
    await controller.keyboard.press('ArrowRight');
    await waitForText(controller, '0:02.0 / 0:10.0');
    await controller.keyboard.press('j');
    await waitForText(controller, '0:01.0 / 0:10.0');
    await controller.keyboard.press('k');
    await controller.waitForSelector(byRole('button', 'Pause'));
    await controller.keyboard.press('k');
    await controller.waitForSelector(byRole('button', 'Play'));

    for (const rate of [1, 2, 4, 8]) await click(controller, 'button', `Playback speed ${rate}x`);
    await controller.waitForSelector(byRole('button', 'Playback speed 16x'));
    await watchPositions(controller);
    await spyOnTheEnd(recorder);
    await click(controller, 'button', 'Play');
    await waitForText(controller, 'Scenes have finished recording');
    expect(await controller.evaluate(() => window.__shown)).toEqual(['1 / 2 · Sun', '2 / 2 · Ground']);
    // The second scene played to its end, at the speed chosen for the first.
    await waitForText(controller, '0:10.0 / 0:10.0');
    await controller.waitForSelector(byRole('button', 'Playback speed 16x'));
    await controller.waitForSelector(byRole('button', 'Play'));
    expect(await recorder.evaluate(() => window.__notified)).toEqual(['Scenes have finished recording']);
    expect(await recorder.evaluate(() => window.__bells)).toBe(1);
    await screenshot(recorder, 'screen-recorder-03-finished-stage');
    await screenshot(controller, 'screen-recorder-04-finished-controller');

    // Changing scene starts it from 0.
    await click(controller, 'button', 'Previous scene');
    await waitForText(controller, '1 / 2 · Sun');
    await waitForText(controller, '0:00.0 / 0:10.0');

    // The person closes the controller: it comes back under the stage, and can be popped out again.
    await controller.close();
    await waitForText(recorder, 'The controller window was closed, so the controller is here.');
    await recorder.waitForSelector(byRole('button', 'Previous scene'), { visible: true });
    await screenshot(recorder, 'screen-recorder-05-controller-in-page');
    expect(await seriousAccessibilityProblems(recorder)).toEqual([]);
    await click(recorder, 'button', 'Open the controller window');
    const again = await openedPage(session.browser, recorder.target(), (url) => url === 'about:blank');
    await again.waitForSelector('[data-recorder-position]', { visible: true });

    // Leaving the page closes its controller; the list was taken, so it does not play again.
    const controllerGone = new Promise<void>((resolve) => again.once('close', () => resolve()));
    await recorder.reload();
    await controllerGone;
    await waitForText(recorder, 'No files loaded');
    await screenshot(recorder, 'screen-recorder-06-no-list');
    await recorder.close();
    // A page in the background never paints: the journey's last screenshot needs it in front.
    await page.bringToFront();
  }, 60_000);

  it('plays project files with v=1 with the controller in the page when pop-ups are blocked', async () => {
    const recorder = await j.session.browser.newPage();
    recorder.setDefaultTimeout(15_000);
    // A browser that blocks pop-ups answers window.open with null.
    await recorder.evaluateOnNewDocument(() => {
      window.open = () => null;
    });
    await recorder.goto(`${j.app.url}/#/home`);
    await recorder.evaluate((fileID: string) => localStorage.setItem('screenRecord', JSON.stringify([fileID, '0b7c5f3e-1d2a-4c5b-9e8f-0a1b2c3d4e5f'])), seeded.fileID);
    await recorder.goto(`${j.app.url}/#/exporter?v=1`);
    await waitForText(recorder, 'The browser blocked the controller window, so the controller is here.');
    await waitForText(recorder, '1 / 1 · Sun');
    await waitForText(recorder, '1 of the chosen items no longer exists or is not yours to view, so it is left out.');
    // An SVG file is shown still, for an imported scene's 10 seconds.
    await waitForText(recorder, '0:00.0 / 0:10.0');
    await recorder.waitForSelector('[data-recorder-stage] img[alt^="Sun"]', { visible: true });
    for (const rate of [1, 2, 4, 8]) await click(recorder, 'button', `Playback speed ${rate}x`);
    await click(recorder, 'button', 'Play');
    await waitForText(recorder, 'Scenes have finished recording');
    await screenshot(recorder, 'screen-recorder-08-files-blocked-pop-up');
    expect(await seriousAccessibilityProblems(recorder)).toEqual([]);
    await recorder.close();
    await j.page.bringToFront();
  }, 30_000);

  it('plays a saved list for a visitor with a live access key and no session, its pictures read with the key', async () => {
    const visitor = await openPrivatePage(j.session.browser, { width: 1280, height: 800 });
    // The controller stays in the page (a blocked pop-out), where the journey reads it.
    await visitor.evaluateOnNewDocument(() => {
      window.open = () => null;
    });
    await visitor.goto(`${j.app.url}/`);
    await visitor.evaluate((ids: string[]) => localStorage.setItem('screenRecordV2', JSON.stringify(ids)), [seeded.pictureID, seeded.sunID]);
    const pictureLoaded = visitor.waitForResponse((r) => r.url().includes('/api/v1/blobs/sceneImage/') && r.url().includes('key=') && r.status() === 200, { timeout: 15_000 });
    await visitor.goto(`${j.app.url}/#/exporter?v=2&key=${encodeURIComponent(seeded.key)}`);
    await waitForText(visitor, '1 / 2 · Picture');
    await visitor.waitForSelector('[data-recorder-stage] canvas', { visible: true });
    await pictureLoaded;
    expect(await visitor.evaluate(() => localStorage.getItem('screenRecordV2'))).toBeNull();
    await waitForText(visitor, '0:00.0 / 0:10.0');
    // Played as the signed-in path plays it: the same clock and controller.
    await visitor.keyboard.press('l');
    await waitForText(visitor, '0:01.0 / 0:10.0');
    for (const rate of [1, 2, 4, 8]) await click(visitor, 'button', `Playback speed ${rate}x`);
    await click(visitor, 'button', 'Play');
    // The first scene played to its end, then the next one, to the end of the list.
    await waitForText(visitor, '2 / 2 · Sun');
    await waitForText(visitor, 'Scenes have finished recording');
    await click(visitor, 'button', 'Previous scene');
    await waitForText(visitor, '1 / 2 · Picture');
    await waitForText(visitor, '0:00.0 / 0:10.0');
    for (let i = 0; i < 5; i += 1) await visitor.keyboard.press('l');
    await waitForText(visitor, '0:05.0 / 0:10.0');
    // The picture is drawn: the middle of the stage (the picture's middle) is no longer the white page.
    const drawn = await visitor.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-recorder-stage] canvas');
      const context = canvas?.getContext('2d');
      if (!canvas || !context) return 0;
      const { data } = context.getImageData(Math.floor(canvas.width / 2) - 5, Math.floor(canvas.height / 2) - 5, 10, 10);
      let coloured = 0;
      for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) + (data[i + 1] ?? 255) + (data[i + 2] ?? 255) < 700) coloured += 1;
      return coloured;
    });
    expect(drawn).toBeGreaterThan(10);
    await screenshot(visitor, 'screen-recorder-07-access-key');
    expect(await seriousAccessibilityProblems(visitor)).toEqual([]);
    await visitor.setViewport({ width: 480, height: 800 });
    await visitor.waitForSelector('[data-recorder-stage] canvas', { visible: true });
    await screenshot(visitor, 'screen-recorder-07-access-key-narrow');

    await visitor.goto(`${j.app.url}/#/exporter?v=2&key=not-a-key`);
    await visitor.reload();
    await waitForText(visitor, 'This page needs a valid access key.');
    await screenshot(visitor, 'screen-recorder-09-wrong-key');
    await visitor.browserContext().close();
  }, 45_000);
});
