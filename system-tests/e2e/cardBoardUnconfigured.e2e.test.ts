// Without a card board configured (no TRELLO_KEY and TRELLO_TOKEN), the contents page's Card-board
// link section says so instead of failing (issue 20, The card-board link).
import type { Page } from 'puppeteer-core';
import { Messages } from '@wb/contracts';
import { HttpClient } from '../src/testing/httpClient';
import { startTestApp, type TestApp } from '../src/testing/startTestApp';
import { seriousAccessibilityProblems } from './axe';
import { assertPrerequisites, byRole, openBrowser, screenshot, signIn, waitForText, type BrowserSession } from './browser';

let app: TestApp;
let session: BrowserSession;
let page: Page;
let projectID = '';

beforeAll(async () => {
  assertPrerequisites();
  app = await startTestApp({ trello: false });
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  const folder = await admin.post('/api/admin/folders/createGroup', { name: 'Physics' });
  const created = await admin.post('/api/project/create', { name: 'Optics video', groups: [folder.body.projectGroup.projectGroupID] });
  if (created.status !== 200) throw new Error(`create: ${created.status} ${created.text}`);
  projectID = created.body.project.projectID as string;
  session = await openBrowser();
  page = session.page;
}, 120_000);
afterAll(async () => {
  if (page) await screenshot(page, 'zz-cardBoard-unconfigured-last').catch(() => undefined);
  await session?.close();
  await app?.stop();
}, 60_000);

it('the Card-board link section says the card board is not configured', async () => {
  await page.setViewport({ width: 1280, height: 860 });
  await signIn(page, app.url, app.adminEmail, app.adminPassword);
  await page.goto(`${app.url}/#/projectContents/${projectID}`);
  await page.waitForSelector(byRole('heading', 'Card-board link'), { visible: true });
  await waitForText(page, Messages.cardBoardNotConfigured);
  await page.$eval('#contents-cardBoard', (el) => el.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'cardBoard-10-not-configured');
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await page.setViewport({ width: 480, height: 860 });
  await page.$eval('#contents-cardBoard', (el) => el.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'cardBoard-11-not-configured-narrow');
}, 60_000);
