// The learning-content link in the browser (spec 002 sections 2, 8 and 9; spec 000 section 5; issue 22):
// at /project/{projectID}/learning an editor searches the learning site (the app's stand-in; the search
// waits 750 ms after typing), is refused a video another project holds with the spec's warning and a
// link to that project, links another video and sees its title, address, media status and ids; the
// status shows beside the name on the contents page and on the dashboard card; Unlink asks first. A
// server without a learning site says so on the tab instead of failing.
import type { Page } from 'puppeteer-core';
import { HttpClient } from '../src/testing/httpClient';
import { startTestApp, type TestApp } from '../src/testing/startTestApp';
import { seriousAccessibilityProblems } from './axe';
import { assertPrerequisites, byRole, click, openBrowser, screenshot, signIn, typeInto, waitForDialogsClosed, waitForText, type BrowserSession } from './browser';
import { startJourney } from './journey';

const LINKED_ELSEWHERE = 'Video is already linked to a different project';
const NOT_LINKED = 'This project is not linked to a video on the learning site.';
// A picture of the video, as the site would give one (a data address: nothing leaves the machine).
const THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#1e3a8a"/><circle cx="230" cy="70" r="38" fill="#fde68a"/><path d="M0 130 Q80 100 160 130 T320 130 V180 H0Z" fill="#38bdf8"/></svg>',
)}`;
let projectID = '';

const seed = async (app: TestApp): Promise<void> => {
  const site = app.learning;
  if (site === null) throw new Error('the journey needs the learning-site stand-in');
  site.addNode({ id: '4101', name: 'Tides and moons', status: 2, data: { v: 'vid-4101', s3: 'videos/4101.mp4', $$: 'prime-4101' }, thumbnail: THUMBNAIL });
  site.addNode({ id: '4102', name: 'Moons of Saturn', status: 0, data: { v: 'vid-4102' } });
  site.addNode({ id: '4103', name: 'Phases of the Moon', status: 1, data: { v: 'vid-4103', $: 'pub-4103' } });
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  const must = async (path: string, body: unknown) => {
    const answer = await admin.post(path, body);
    if (answer.status !== 200) throw new Error(`seed ${path}: ${answer.status} ${answer.text}`);
    return answer;
  };
  const other = (await must('/api/project/create', { name: 'Saturn video', groups: [] })).body.project.projectID as string;
  await must('/api/learning/linkNode', { projectID: other, nodeID: '4102' });
  projectID = (await must('/api/project/create', { name: 'Tides video', groups: [] })).body.project.projectID as string;
};

const settleAnimations = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

describe('the learning link: search, link, status, unlink', () => {
  const j = startJourney('zz-learning-last', seed);
  let page: Page;

  beforeAll(async () => {
    page = j.page;
    await page.setViewport({ width: 1280, height: 860 });
    await signIn(page, j.app.url, j.app.adminEmail, j.app.adminPassword);
    await page.goto(`${j.app.url}/#/project/${projectID}/learning`);
    await waitForText(page, NOT_LINKED);
  }, 60_000);

  it('shows a project not linked, with Link', async () => {
    await page.waitForSelector(byRole('button', 'Link'), { visible: true });
    await page.waitForFunction(() => document.querySelector('[data-testid="learning-status"]')?.textContent === 'Not linked');
    await screenshot(page, 'learning-01-not-linked');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  }, 60_000);

  it('searches the site 750 ms after typing; a video another project holds is refused with the warning and a link to it', async () => {
    await click(page, 'button', 'Link');
    await page.waitForSelector('[role="dialog"]', { visible: true });
    await typeInto(page, 'Video name', 'moon');
    // Nothing is asked while the typing may go on.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const searchesSoon = j.app.learning?.requests.filter((r) => r.path === '/api/nodes').length ?? 0;
    expect(searchesSoon).toBe(0);
    await page.waitForSelector(byRole('button', 'Link Moons of Saturn'), { visible: true });
    expect(j.app.learning?.requests.filter((r) => r.path === '/api/nodes').map((r) => r.query)).toEqual(['?text=moon&limit=100']);
    await waitForText(page, 'Phases of the Moon');
    await click(page, 'button', 'Link Moons of Saturn');
    await waitForText(page, LINKED_ELSEWHERE);
    await page.waitForSelector(byRole('link', 'Saturn video'), { visible: true });
    await settleAnimations(page);
    await screenshot(page, 'learning-02-linked-elsewhere');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  }, 60_000);

  it('links another video: its title, address, media status, ids and thumbnail, with Edit to the site', async () => {
    await click(page, 'button', 'Link Tides and moons');
    await waitForDialogsClosed(page);
    await page.waitForSelector('[data-testid="linked-video"]', { visible: true });
    await waitForText(page, 'Tides and moons');
    await page.waitForFunction(() => document.querySelector('[data-testid="media-status"]')?.textContent === 'Published - Prime');
    await waitForText(page, 'prime-4101');
    await waitForText(page, `${j.app.learning?.url}/videos/4101`);
    const edit = await page.$eval('a[href$="/videos/4101/edit"]', (a) => ({ text: a.textContent, target: a.getAttribute('target') }));
    expect(edit).toEqual({ text: 'Edit', target: '_blank' });
    await page.waitForFunction(() => document.querySelector('[data-testid="learning-status"]')?.textContent === 'Live');
    await page.waitForSelector('img[alt="Thumbnail of Tides and moons"]', { visible: true });
    await screenshot(page, 'learning-03-linked');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.setViewport({ width: 480, height: 860 });
    await settleAnimations(page);
    await screenshot(page, 'learning-04-linked-narrow');
    await page.setViewport({ width: 1280, height: 860 });
  }, 60_000);

  it('shows the status beside the name on the contents page, the tab with the video, and Live on the dashboard card', async () => {
    await page.goto(`${j.app.url}/#/projectContents/${projectID}`);
    await page.waitForSelector(byRole('heading', 'Learning link'), { visible: true });
    await page.waitForFunction(() => document.querySelector('#contents-name [data-testid="learning-status"]')?.textContent === 'Live');
    await page.waitForSelector('#contents-learning [data-testid="linked-video"]', { visible: true });
    await page.$eval('#contents-learning', (el) => el.scrollIntoView({ block: 'center' }));
    await settleAnimations(page);
    await screenshot(page, 'learning-05-contents-tab');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.goto(`${j.app.url}/#/home`);
    await page.waitForSelector('[data-project-card="Tides video"] [data-testid="learning-status"]', { visible: true });
    expect(await page.$eval('[data-project-card="Tides video"] [data-testid="learning-status"]', (el) => el.textContent)).toBe('Live');
    await screenshot(page, 'learning-06-dashboard-card');
  }, 60_000);

  it('unlinks after a confirmation: the project is not linked again', async () => {
    await page.goto(`${j.app.url}/#/project/${projectID}/learning`);
    await page.waitForSelector('[data-testid="linked-video"]', { visible: true });
    await click(page, 'button', 'Unlink');
    await page.waitForSelector('[role="dialog"]', { visible: true });
    await waitForText(page, 'Unlink this project from its video on the learning site? The video stays on the site.');
    await settleAnimations(page);
    await screenshot(page, 'learning-07-unlink-confirm');
    await page.locator('xpath/.//*[@role="dialog"]//button[normalize-space(.)="Unlink"]').click();
    await waitForDialogsClosed(page);
    await waitForText(page, NOT_LINKED);
    await page.waitForFunction(() => document.querySelector('[data-testid="learning-status"]')?.textContent === 'Not linked');
  }, 60_000);
});

describe('the learning link without a learning site', () => {
  let app: TestApp;
  let session: BrowserSession;
  let bare = '';

  beforeAll(async () => {
    assertPrerequisites();
    app = await startTestApp({ learning: false });
    const admin = new HttpClient(app.url);
    await admin.signIn(app.adminEmail, app.adminPassword);
    const created = await admin.post('/api/project/create', { name: 'Offline video', groups: [] });
    if (created.status !== 200) throw new Error(`create: ${created.status} ${created.text}`);
    bare = created.body.project.projectID as string;
    session = await openBrowser();
  }, 120_000);
  afterAll(async () => {
    await session?.close();
    await app?.stop();
  }, 60_000);

  it('says on the tab that no learning site is configured, and the status still reads', async () => {
    const { page } = session;
    await page.setViewport({ width: 1280, height: 860 });
    await signIn(page, app.url, app.adminEmail, app.adminPassword);
    await page.goto(`${app.url}/#/project/${bare}/learning`);
    await page.waitForSelector('[data-testid="learning-error"]', { visible: true });
    await waitForText(page, 'The learning site is not configured on this server. Ask an administrator to set LEARNING_BASE_URL.');
    await page.waitForFunction(() => document.querySelector('[data-testid="learning-status"]')?.textContent === 'Not linked');
    await screenshot(page, 'learning-08-not-configured');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  }, 60_000);
});
