// The review turnaround panel in the browser (issue 21): an admin opens Analytics and, below the month's
// figures, sees how this month's review comments fared per project (comments, resolved, open, median
// time to resolve, review rounds per scene) with its charts, then narrows it to one project. Axe finds no
// serious problem; screenshots at 1280 and 480 wide.
import type { Page } from 'puppeteer-core';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { seriousAccessibilityProblems } from './axe';
import { byRole, screenshot, signIn } from './browser';
import { startJourney } from './journey';

const seed = async (app: TestApp): Promise<void> => {
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  const must = async (path: string, body: unknown) => {
    const answer = await admin.post(path, body);
    if (answer.status !== 200) throw new Error(`seed ${path}: ${answer.status} ${answer.text}`);
    return answer;
  };
  const tides = (await must('/api/project/create', { name: 'Tides', groups: [] })).body.project.projectID as string;
  const sceneID = (await must('/api/scene/createProjectScene', { projectID: tides, name: 'Moon pull' })).body.scene.sceneID as string;
  const sceneComment = async (text: string) => (await must('/api/editor/saveSceneComment', { sceneID, text, annotations: [] })).body.comment.commentID as string;
  await must('/api/editor/resolveSceneComment', { commentID: await sceneComment('The moon is too small'), resolved: true });
  await sceneComment('Slow the wave down');
  const volcanoes = (await must('/api/project/create', { name: 'Volcanoes', groups: [] })).body.project.projectID as string;
  const comment = (await must('/api/comments/saveComment', { projectID: volcanoes, fileID: -1, data: { text: 'Check the lava colour' } })).body.comment.commentID as string;
  await must('/api/comments/resolveComment', { commentID: comment });
};

const panel = 'section[aria-labelledby="review-turnaround-title"]';
const TABLE = `${panel} table[aria-label="Review turnaround by project and month"]`;
const tableRows = (page: Page) => page.$$eval(`${TABLE} tbody tr`, (rows) => rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => (td as HTMLElement).innerText.trim())));
const waitForRows = (page: Page, count: number) => page.waitForFunction((s: string, n: number) => document.querySelectorAll(s).length === n, {}, `${TABLE} tbody tr`, count);
/** Axe looks at the admin content: the header is another area's screen. */
const contentAxe = (page: Page) => seriousAccessibilityProblems(page, ['.mantine-Notifications-root', 'header']);
const monthNow = new Date().toLocaleString('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });

describe('review turnaround: an admin reads how review comments fared, per project', () => {
  const j = startJourney('zz-review-turnaround-last', seed);
  let page: Page;

  beforeAll(async () => {
    page = j.page;
    await page.setViewport({ width: 1280, height: 900 });
    await signIn(page, j.app.url, j.app.adminEmail, j.app.adminPassword);
  }, 60_000);

  it("shows this month's comments of every project, with the charts", async () => {
    await page.goto(`${j.app.url}/#/admin/analytics`);
    await page.waitForSelector(byRole('heading', 'Review turnaround'));
    await waitForRows(page, 2);
    // Resolved within the seeding: a matter of seconds, shown as 0 min; Tides' two scene comments are one round.
    expect(await tableRows(page)).toEqual([
      [monthNow, 'Tides', '2', '1', '1', '0 min', '1', '1'],
      [monthNow, 'Volcanoes', '1', '1', '0', '0 min', '0', '–'],
    ]);
    await page.waitForSelector(`${panel} .recharts-surface`, { visible: true });
    expect(await contentAxe(page)).toEqual([]);
    await page.$eval(panel, (el) => el.scrollIntoView());
    await screenshot(page, 'review-turnaround-01-all-1280');
  }, 60_000);

  it('narrows to one project', async () => {
    await page.locator(`${panel} input[placeholder="All projects"]`).click();
    await page.locator('[role="option"] ::-p-text(Volcanoes)').click();
    await waitForRows(page, 1);
    expect(await tableRows(page)).toEqual([[monthNow, 'Volcanoes', '1', '1', '0', '0 min', '0', '–']]);
    // Its comments are on the project, not on scenes: the rounds chart says so rather than stay blank.
    await page.waitForSelector(`${panel} ::-p-text(No scene was reviewed in these months.)`);
    await page.locator(`${panel} label ::-p-text(All time)`).click();
    await waitForRows(page, 1);
    expect(await contentAxe(page)).toEqual([]);
  }, 60_000);

  it('reads on a narrow screen', async () => {
    await page.setViewport({ width: 480, height: 900 });
    await page.$eval(panel, (el) => el.scrollIntoView());
    await screenshot(page, 'review-turnaround-02-one-project-480');
    expect(await contentAxe(page)).toEqual([]);
  }, 60_000);
});
