// The credits editor in the browser (spec 002, Credits editor and exporter): a person opens the credits
// of a new project (the defaults appear), adds a partner logo and a credit, drags the credit to the top,
// exports credits.png and opens it; the exporter page shows the preview alone and says when it is loaded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'puppeteer-core';
import { HttpClient } from '../src/testing/httpClient';
import { startTestApp, type TestApp } from '../src/testing/startTestApp';
import { assertPrerequisites, byRole, click, openBrowser, screenshot, signIn, typeInto, waitForText, type BrowserSession } from './browser';

const rowIDs = (page: Page) => page.$$eval('[aria-label="Credits list"] [data-credit-id]', (rows) => rows.map((r) => r.textContent ?? ''));

/** Presses the row's drag handle and moves it over the target row in steps, as a hand does. */
const dragRow = async (page: Page, handleLabel: string, targetSelector: string): Promise<void> => {
  const handle = await page.waitForSelector(byRole('button', handleLabel), { visible: true });
  const target = await page.waitForSelector(targetSelector, { visible: true });
  const a = await handle!.boundingBox();
  const b = await target!.boundingBox();
  if (!a || !b) throw new Error('drag handle or target is not on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y - 10, { steps: 4 });
  await page.mouse.move(a.x + a.width / 2, b.y + 4, { steps: 20 });
  await page.mouse.up();
};

describe('the credits editor in the browser', () => {
  let app: TestApp;
  let session: BrowserSession;
  let page: Page;
  let projectID: string;
  let logoFile: string;

  beforeAll(async () => {
    assertPrerequisites();
    app = await startTestApp();
    const admin = new HttpClient(app.url);
    await admin.signIn(app.adminEmail, app.adminPassword);
    projectID = (await admin.post('/api/project/create', { name: 'Photosynthesis', groups: [] })).body.project.projectID as string;
    logoFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'credits-e2e-')), 'partner.png');
    await sharp({ create: { width: 400, height: 160, channels: 3, background: { r: 30, g: 110, b: 200 } } })
      .png()
      .toFile(logoFile);
    session = await openBrowser();
    page = session.page;
    await signIn(page, app.url, app.adminEmail, app.adminPassword);
  }, 120_000);

  afterAll(async () => {
    await session?.close();
    await app?.stop();
  }, 60_000);

  it('builds credits with a partner logo (resized by dragging) and a credit, and drags the credit to the top', async () => {
    await page.goto(`${app.url}/#/credits?projectID=${projectID}`);
    await waitForText(page, 'Photosynthesis');
    // A project without credits gets the defaults.
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Credits list"] [data-credit-id]').length === 3);
    expect((await rowIDs(page)).slice(0, 2)).toEqual(['Whiteboard Studio', 'Other']);

    const [chooser] = await Promise.all([page.waitForFileChooser(), click(page, 'button', 'Add partner logo')]);
    await chooser.accept([logoFile]);
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-credits-preview] img');
      return img !== null && img.complete && img.naturalWidth === 400;
    });

    // A click on the logo starts its editing; dragging its right edge widens it; Save keeps the width.
    await click(page, 'button', 'Edit partner logo');
    const handle = await page.waitForSelector('[data-testid="logo-resize-handle"]', { visible: true });
    const box = (await handle!.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 10 });
    await page.mouse.up();
    const dragged = Number(await page.$eval('[data-logo-id]', (el) => parseFloat((el as HTMLElement).style.width)));
    expect(dragged).toBeGreaterThan(300);
    await screenshot(page, 'credits-01-logo-editing');
    await click(page, 'button', 'Save');
    await page.waitForSelector(byRole('button', 'Edit partner logo'));

    await typeInto(page, 'Name', 'Ivy Chen');
    await page.locator('::-p-aria(Role)').click();
    await page.locator(byRole('option', 'Illustrator')).click();
    await click(page, 'button', 'Add credit');
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Credits list"] [data-credit-id]').length === 4);

    await dragRow(page, 'Drag Illustrator: Ivy Chen', '[aria-label="Credits list"] [data-credit-id]:first-child');
    await page.waitForFunction(() => document.querySelector('[aria-label="Credits list"] [data-credit-id]')?.textContent?.includes('Ivy Chen') === true);
    await waitForText(page, 'ILLUSTRATOR');
    await screenshot(page, 'credits-01-editor');

    // What the server holds, as a second person opening the editor would see it.
    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Credits list"] [data-credit-id]').length === 4);
    expect((await rowIDs(page))[0]).toContain('Ivy Chen');
    expect(await page.$$('[data-credits-preview] img')).toHaveLength(1);
    expect(await page.$eval('[data-logo-id]', (el) => parseFloat((el as HTMLElement).style.width))).toBe(dragged);
  }, 60_000);

  it('exports credits.png, a 1920x1080 PNG of the credits', async () => {
    await click(page, 'button', 'Export credits.png');
    const link = await page.waitForSelector(byRole('link', 'Open credits.png'), { timeout: 40_000 });
    const src = await link!.evaluate((a) => a.getAttribute('href') ?? '');
    const head = await page.evaluate(async (url: string) => {
      const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
      const view = new DataView(bytes.buffer);
      return { signature: String.fromCharCode(...bytes.subarray(1, 4)), width: view.getUint32(16), height: view.getUint32(20) };
    }, src);
    expect(head).toEqual({ signature: 'PNG', width: 1920, height: 1080 });
    await page.goto(`${app.url}${src}`);
    await screenshot(page, 'credits-02-png');
  }, 60_000);

  it('shows the preview alone on the exporter page, and flags it loaded once the logo has loaded', async () => {
    await page.goto(`${app.url}/#/creditsexporter?projectID=${projectID}`);
    await page.waitForFunction(() => (window as { __creditsLoaded?: boolean }).__creditsLoaded === true);
    expect(await page.$eval('[data-credits-loaded]', (el) => el.getAttribute('data-credits-loaded'))).toBe('true');
    expect(await page.$('[aria-label="Credits panel"]')).toBeNull();
    await screenshot(page, 'credits-03-exporter');
  }, 60_000);
});
