// The one way the server side starts Debian's headless Chromium (the exporter's renderer, the credits
// image): the same flags everywhere, a throwaway profile folder removed on close, and a clear error
// when the browser is missing instead of puppeteer's long one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as PuppeteerCore from 'puppeteer-core';
import type { Browser } from 'puppeteer-core';
import { lazyModule } from '../modules/lazyModule';

// Loaded at the first launch (modules/lazyModule.ts says why).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const puppeteerCore = lazyModule((): typeof PuppeteerCore => require('puppeteer-core'));

export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] as const;

export interface LaunchOptions {
  /** The browser binary; CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
  executablePath?: string;
  /** More flags after the common ones. */
  extraArgs?: readonly string[];
  /** The page size (CSS pixels) new pages get; 1280x720 by default. */
  viewport?: { width: number; height: number };
  /** How long one DevTools call may take (ms); puppeteer's 180 s is too short for a long render call. */
  protocolTimeout?: number;
  /**
   * Runs the browser and every process it starts on this one CPU (util-linux's taskset). Chromium then
   * counts one processor, so its software H.264 encoder runs one thread and gives the same bytes for the
   * same frames at every size (docs/decisions/exportRender.md).
   */
  cpu?: number;
}

/** util-linux's taskset, which starts a program bound to the CPUs given. */
const TASKSET = '/usr/bin/taskset';

const pinnable = (): string => {
  if (!fs.existsSync(TASKSET)) throw new Error(`No ${TASKSET} to bind the browser to one CPU: install util-linux.`);
  return TASKSET;
};

const cpuOf = (cpu: number): string => {
  if (!Number.isInteger(cpu) || cpu < 0) throw new Error(`A CPU is a whole number from 0: ${cpu}`);
  return String(cpu);
};

export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A browser whose close() also removes its profile folder. */
export const launchChromium = async (options: LaunchOptions = {}): Promise<Browser> => {
  const executablePath = options.executablePath ?? chromiumPath();
  if (!fs.existsSync(executablePath)) {
    throw new Error(`No browser at ${executablePath}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`);
  }
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wb-chromium-'));
  try {
    const args = [...CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`, ...(options.extraArgs ?? [])];
    const launch = { headless: true, defaultViewport: options.viewport ?? { width: 1280, height: 720 }, ...(options.protocolTimeout ? { protocolTimeout: options.protocolTimeout } : {}) };
    const browser =
      options.cpu === undefined
        ? await puppeteerCore().default.launch({ ...launch, executablePath, args })
        : // taskset runs the browser with the arguments puppeteer would give it; puppeteer adds only its
          // DevTools connection at the end, which taskset passes on too.
          await puppeteerCore().default.launch({
            ...launch,
            executablePath: pinnable(),
            ignoreDefaultArgs: true,
            args: ['-c', cpuOf(options.cpu), executablePath, ...puppeteerCore().default.defaultArgs({ headless: true, args })],
          });
    // Removed once the browser process has exited: it still writes to the profile while disconnecting.
    const removeProfile = () => fs.rm(userDataDir, { recursive: true, force: true, maxRetries: 3 }, () => undefined);
    const child = browser.process();
    if (child && child.exitCode === null) child.once('exit', removeProfile);
    else removeProfile();
    return browser;
  } catch (err) {
    fs.rmSync(userDataDir, { recursive: true, force: true });
    throw err;
  }
};
