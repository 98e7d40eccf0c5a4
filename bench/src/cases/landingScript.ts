// The landing page's script before its first paint (issue 22, spec 002 'Landing page': under 200 KB):
// headless Chromium opens / without a session, in a fresh browser context (nothing cached), and adds up
// every script file asked for before the first contentful paint. The figure is the unpacked size (what
// the browser parses); the size over the wire, compressed by the gateway, is printed beside it.
import os from 'node:os';
import type { Pool } from 'pg';
import puppeteer from 'puppeteer-core';
import { startEmbeddedApp } from './embeddedApp';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGET_KB = 200;

interface Entry {
  name: string;
  startTime: number;
  transferSize: number;
  decodedBodySize: number;
}

export const benchLandingScript = async (pool: Pool): Promise<void> => {
  const app = await startEmbeddedApp(pool);
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    defaultViewport: { width: 1280, height: 860 },
  });
  try {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(`${app.url}/`);
    // Read in the page; the bench has no DOM types, so the page's performance object is named by its shape.
    const paintedAt = (): number | null => {
      const perf = (globalThis as unknown as { performance: { getEntriesByName(n: string): { startTime: number }[] } }).performance;
      return perf.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    };
    await page.waitForFunction(paintedAt, { timeout: 30_000 });
    const { painted, entries } = await page.evaluate(() => {
      const perf = (globalThis as unknown as { performance: { getEntriesByName(n: string): { startTime: number }[]; getEntriesByType(t: string): Entry[] } }).performance;
      return {
        painted: perf.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        entries: perf.getEntriesByType('resource').map(({ name, startTime, transferSize, decodedBodySize }) => ({ name, startTime, transferSize, decodedBodySize })),
      };
    });
    const scripts = entries.filter((e) => new URL(e.name).pathname.endsWith('.js') && e.startTime < painted);
    const unpackedKb = scripts.reduce((sum, e) => sum + e.decodedBodySize, 0) / 1024;
    const wireKb = scripts.reduce((sum, e) => sum + e.transferSize, 0) / 1024;
    console.log(`# landing_script: ${scripts.length} scripts before the first paint at ${painted.toFixed(0)} ms, ${wireKb.toFixed(1)} KB over the wire; load average ${os.loadavg()[0]?.toFixed(2)}`);
    console.log(`bench landing_script_kb ${unpackedKb.toFixed(1)} KB (target ${TARGET_KB})`);
    await context.close();
  } finally {
    await browser.close();
    await app.stop();
  }
};
