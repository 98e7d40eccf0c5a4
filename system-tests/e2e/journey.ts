// The set-up every journey file shares: the whole product on a fresh database, one browser, and a
// last screenshot before both stop, to see where a failed journey stopped.
import type { Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../src/testing/startTestApp';
import { assertPrerequisites, openBrowser, screenshot, type BrowserSession } from './browser';

export interface Journey {
  app: TestApp;
  session: BrowserSession;
  /** The first person's page; others open pages of their own (openPrivatePage). */
  page: Page;
}

/** Registers the file's beforeAll and afterAll; the fields are set once beforeAll has run. */
export const startJourney = (lastScreenshot: string, prepare: (app: TestApp) => Promise<void> = async () => undefined): Journey => {
  const journey = {} as Journey;
  beforeAll(async () => {
    assertPrerequisites();
    journey.app = await startTestApp();
    await prepare(journey.app);
    journey.session = await openBrowser();
    journey.page = journey.session.page;
  }, 120_000);
  afterAll(async () => {
    if (journey.page) {
      // A journey that opened another tab leaves this page in the background, where a screenshot can
      // wait for a frame that never comes: bring it forward, and never let the picture hold up the stop.
      await journey.page.bringToFront().catch(() => undefined);
      await Promise.race([screenshot(journey.page, lastScreenshot).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    }
    await journey.session?.close();
    await journey.app?.stop();
  }, 60_000);
  return journey;
};
