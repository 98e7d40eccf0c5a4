// What the project contents page sends when it opens, as the browser sends it: headless Chromium signs
// in, settles on the dashboard (the header's own calls done), then goes to the contents page by the
// app's router and records every call the page makes until the network is quiet. Every section the
// page lists is in it, whichever area built it, so the bench needs no list of its own to keep.
import puppeteer from 'puppeteer-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const IDLE_MS = 1_000;
/** Requests that stay open while the page lives: the live change stream (/api/events). */
const LONG_LIVED = 1;

export interface PageCall {
  readonly path: string;
  readonly body: unknown;
}

export const recordPageCalls = async (appUrl: string, email: string, password: string, projectID: string): Promise<PageCall[]> => {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    defaultViewport: { width: 1280, height: 900 },
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${appUrl}/#/login`);
    await page.evaluate(
      async (e: string, p: string) => {
        await fetch('/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: e, password: p }), credentials: 'include' });
      },
      email,
      password,
    );
    // A page load, not a change of the hash: the client starts again, signed in.
    await page.goto('about:blank');
    await page.goto(`${appUrl}/#/home`);
    await page.waitForNetworkIdle({ idleTime: IDLE_MS, timeout: 60_000, concurrency: LONG_LIVED });
    const calls = new Map<string, PageCall>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() !== 'POST' || !url.pathname.startsWith('/api/')) return;
      const text = request.postData() ?? '{}';
      calls.set(`${url.pathname} ${text}`, { path: url.pathname, body: JSON.parse(text) as unknown });
    });
    await page.evaluate((to: string) => {
      (globalThis as unknown as { location: { hash: string } }).location.hash = to;
    }, `#/projectContents/${projectID}`);
    await page.waitForNetworkIdle({ idleTime: IDLE_MS, timeout: 60_000, concurrency: LONG_LIVED });
    return [...calls.values()];
  } finally {
    await browser.close();
  }
};
