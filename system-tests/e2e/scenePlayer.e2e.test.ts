// The scene player in the browser, on its benchmark page (#/dev/scene-player): a seeded scene of 500
// elements (rects, paths drawn by pathProgress, text, images, groups and masks, all with keyframes).
// The same time gives the same pixels every time, after a reload too, and the values recorded for
// this document; different times give different pixels; the scene plays at a measured frame rate;
// the ready player's controls work by click and by keyboard.
//
// The page calls no API and is open signed out, so the built client is served as files (every /api
// call answered 401: nobody is signed in): the pixels depend on the client alone, and the test does
// not wait on a database.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { seriousAccessibilityProblems } from './axe';
import { assertPrerequisites, byRole, click, openBrowser, screenshot, waitForText, type BrowserSession } from './browser';

const PAGE = '/#/dev/scene-player?elements=500';

/** What the page puts on window (frontend/src/features/scenePlayer/dev/benchWindow.ts). */
interface BenchSummary {
  frames: number;
  fps: number;
  intervalP95: number;
  workP50: number;
  workP95: number;
  drawP95: number;
  commitP95: number;
}
declare global {
  interface Window {
    __frameHash?: (time: number) => Promise<string>;
    __playerBench?: { reset(): void; summary(): BenchSummary };
    __thumbnail?: (time: number, width: number) => Promise<{ type: string; bytes: number; width: number; height: number }>;
  }
}

/**
 * sha-256 of the 960x540 RGBA pixels at these times, recorded from this document with Debian's
 * chromium (--disable-gpu: Skia's software rasterizer, which draws the same on every run). A change
 * here means the player draws differently: look at the screenshots before recording new values.
 */
const RECORDED: Record<number, string> = {
  0: 'c216e1ed5c0b833b02a2e42bc95e2ccd6afe291b9e71b9ad69bb9bd8a3228d1f',
  2500: 'ec6a80d679d5591132ebee3902dd478e5a962ae1c4d57d4a11a5becdded34ce8',
  6000: '57e588e140d55887bb8dd5c333e9ac334445fec921b83b3f3d4b09e17445ac90',
};

const frameHash = (page: Page, time: number): Promise<string> =>
  page.evaluate(async (t: number) => {
    const hash = window.__frameHash;
    if (!hash) throw new Error('the page has no __frameHash');
    return hash(t);
  }, time);

const DIST = path.resolve(__dirname, '../../frontend/dist');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2' };

/** frontend/dist over HTTP on a free port of 127.0.0.1 (a secure context, so crypto.subtle works). */
const serveClient = async (): Promise<{ url: string; close(): Promise<void> }> => {
  const server = http.createServer((request, response) => {
    const urlPath = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    if (urlPath.startsWith('/api/')) {
      response.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not signed in' }));
      return;
    }
    const file = path.join(DIST, urlPath === '/' ? 'index.html' : urlPath);
    if (!file.startsWith(DIST) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

const openBenchPage = async (page: Page, url: string, query = ''): Promise<void> => {
  await page.goto(`${url}${PAGE}${query}`);
  await page.waitForSelector(byRole('heading', 'Scene player benchmark'), { visible: true });
  await page.waitForFunction(() => typeof window.__frameHash === 'function');
};

describe('the scene player', () => {
  const j = {} as { app: { url: string; close(): Promise<void> }; session: BrowserSession; page: Page };

  beforeAll(async () => {
    assertPrerequisites();
    j.app = await serveClient();
    j.session = await openBrowser();
    j.page = j.session.page;
  }, 60_000);

  afterAll(async () => {
    if (j.page) await screenshot(j.page, 'zz-scene-player-last').catch(() => undefined);
    await j.session?.close();
    await j.app?.close();
  });

  it('draws the same pixels for the same time, twice and after a reload, and the recorded ones', async () => {
    await openBenchPage(j.page, j.app.url, '&play=0&t=2500');
    await screenshot(j.page, 'scene-player-bench-2500');
    expect(await seriousAccessibilityProblems(j.page)).toEqual([]);
    const first = await frameHash(j.page, 2500);
    expect(await frameHash(j.page, 2500)).toBe(first);
    await j.page.reload();
    await j.page.waitForFunction(() => typeof window.__frameHash === 'function');
    expect(await frameHash(j.page, 2500)).toBe(first);
    const hashes: Record<number, string> = {};
    for (const time of Object.keys(RECORDED).map(Number)) hashes[time] = await frameHash(j.page, time);
    expect(hashes).toEqual(RECORDED);
  }, 60_000);

  it('draws different pixels at different times', async () => {
    const times = [0, 1000, 2500, 6000, 10_000];
    const hashes = new Set<string>();
    for (const time of times) hashes.add(await frameHash(j.page, time));
    expect(hashes.size).toBe(times.length);
  }, 60_000);

  it('renders the thumbnail as a PNG of the asked width at the scene aspect', async () => {
    const facts = await j.page.evaluate(async () => {
      const thumbnail = window.__thumbnail;
      if (!thumbnail) throw new Error('the page has no __thumbnail');
      return thumbnail(5000, 300);
    });
    expect(facts).toMatchObject({ type: 'image/png', width: 300, height: 169 });
    // A 300x169 PNG of hundreds of coloured shapes is far bigger than a blank one (under 1 KB).
    expect(facts.bytes).toBeGreaterThan(10_000);
  }, 60_000);

  it('plays the 500-element scene, recording every frame', async () => {
    await openBenchPage(j.page, j.app.url);
    await j.page.evaluate(() => window.__playerBench?.reset());
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const summary = await j.page.evaluate(() => window.__playerBench?.summary());
    await screenshot(j.page, 'scene-player-bench-playing');
    // Frame times depend on the machine and its load; the page must at least keep playing and
    // record both costs of every frame. The bench case (editor_frame) prints the figures.
    expect(summary?.frames).toBeGreaterThan(5);
    expect(summary?.fps).toBeGreaterThan(2);
    expect(summary?.workP95).toBeGreaterThan(0);
  }, 60_000);

  it('offers the ready player with its controls, by click and by keyboard', async () => {
    await openBenchPage(j.page, j.app.url, '&view=player');
    const page = j.page;
    await page.waitForSelector(byRole('region', 'Scene player'), { visible: true });
    await waitForText(page, '0:00.0 / 0:10.0');
    // The page marks two times on the progress bar, as review marks its comments. Without a handler (a
    // preview) the markers are only drawn: one image named for screen readers by their count, holding a
    // drawn dot per time (the times are far apart, so neither is stacked), each of them seen.
    const marks = await page.waitForSelector(byRole('image', '2 comment markers'));
    const dots = await marks!.evaluate((box) =>
      Array.from(box.children).map((dot) => {
        const { width, height } = dot.getBoundingClientRect();
        return { width, height, count: dot.textContent };
      }),
    );
    expect(dots).toHaveLength(2);
    expect(dots.every((d) => d.width > 0 && d.height > 0 && d.count === '')).toBe(true);
    await click(page, 'button', 'Forward 5 seconds');
    await waitForText(page, '0:05.0 / 0:10.0');
    await click(page, 'button', 'Back 5 seconds');
    await waitForText(page, '0:00.0 / 0:10.0');
    await click(page, 'button', 'Playback speed 1x');
    await page.waitForSelector(byRole('button', 'Playback speed 2x'));
    await click(page, 'button', 'Play');
    // At 2x the 10 s scene ends in 5 s and pauses there.
    await page.waitForSelector(byRole('button', 'Pause'));
    await waitForText(page, '0:10.0 / 0:10.0');
    await page.waitForSelector(byRole('button', 'Play'));
    await screenshot(page, 'scene-player-ended');
    // The progress bar takes arrow keys; Space on the player plays and pauses.
    const slider = await page.waitForSelector(byRole('slider', 'Scene progress'));
    await slider?.focus();
    await page.keyboard.press('Home');
    await waitForText(page, '0:00.0 / 0:10.0');
    await page.keyboard.press('ArrowRight');
    await waitForText(page, '0:00.1 / 0:10.0');
    await page.keyboard.press('Space');
    await page.waitForSelector(byRole('button', 'Pause'));
    await page.keyboard.press('Space');
    await page.waitForSelector(byRole('button', 'Play'));
    await screenshot(page, 'scene-player-controls');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  }, 60_000);
});
