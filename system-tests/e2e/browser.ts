// Shared set-up of the browser journeys: Debian's chromium driven by puppeteer-core against the whole
// product from startTestApp. The client must be built first (npm run build -w frontend).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots';
const DIST_INDEX = path.resolve(__dirname, '../../frontend/dist/index.html');

/** Fails with the reason when what the journeys need is missing, instead of a confusing timeout. */
export const assertPrerequisites = (): void => {
  if (!fs.existsSync(DIST_INDEX)) {
    throw new Error(`The client is not built: ${DIST_INDEX} is missing. Run \`npm run build -w frontend\` first.`);
  }
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`No browser at ${CHROMIUM}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`);
  }
};

export interface BrowserSession {
  browser: Browser;
  page: Page;
  close(): Promise<void>;
}

/** A page in a browser context of its own: its own cookies, so a second person can sign in beside the first. */
export const openPrivatePage = async (browser: Browser, viewport = { width: 1360, height: 860 }): Promise<Page> => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(viewport);
  page.setDefaultTimeout(15_000);
  return page;
};

/** Signs in through the login form the way a person does, and waits for the first screen after it. */
export const signIn = async (page: Page, appUrl: string, email: string, password: string): Promise<void> => {
  await page.goto(`${appUrl}/#/login`);
  await waitForText(page, 'Sign in to your workspace.');
  await typeInto(page, 'Email', email);
  await typeInto(page, 'Password', password);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.location.hash.startsWith('#/home'));
};

/** `extraArgs`: more chromium flags (a fake microphone for a journey that records). */
export const openBrowser = async (extraArgs: readonly string[] = []): Promise<BrowserSession> => {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wb-e2e-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--user-data-dir=${userDataDir}`,
      ...extraArgs,
    ],
    defaultViewport: { width: 1360, height: 860 },
  });
  const page = await browser.newPage();
  page.setDefaultTimeout(15_000);
  return {
    browser,
    page,
    close: async () => {
      await browser.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
};

/** The element a person would find by its role and accessible name. */
export const byRole = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;

export const click = async (page: Page, role: string, name: string): Promise<void> => {
  await page.locator(byRole(role, name)).click();
};

export const typeInto = async (page: Page, label: string, text: string): Promise<void> => {
  const input = await page.waitForSelector(byRole('textbox', label), { visible: true });
  await input!.click({ count: 3 });
  await input!.type(text, { delay: 15 });
};

export const waitForText = async (page: Page, text: string): Promise<void> => {
  await page.waitForFunction((t: string) => document.body.innerText.includes(t), {}, text);
};

export const waitForTextGone = async (page: Page, text: string): Promise<void> => {
  await page.waitForFunction((t: string) => !document.body.innerText.includes(t), {}, text);
};

/** Dialogs animate out; wait until none is left so the next click reaches the page. */
export const waitForDialogsClosed = async (page: Page): Promise<void> => {
  await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
};

export const screenshot = async (page: Page, name: string): Promise<void> => {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: false });
};

/** Drags the way a hand does: press, move in steps, release. */
export const dragWithMouse = async (page: Page, fromSelector: string, toSelector: string): Promise<void> => {
  const from = await page.waitForSelector(fromSelector, { visible: true });
  const to = await page.waitForSelector(toSelector, { visible: true });
  const a = await from!.boundingBox();
  const b = await to!.boundingBox();
  if (!a || !b) throw new Error('drag source or target is not on screen');
  // Grab the card by its lower area, away from the selection checkbox.
  const start = { x: a.x + a.width / 2, y: a.y + a.height - 20 };
  const end = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 12, start.y + 4, { steps: 4 });
  await page.mouse.move(end.x, end.y, { steps: 25 });
  await page.mouse.move(end.x + 2, end.y + 1, { steps: 2 });
  await page.mouse.up();
};
