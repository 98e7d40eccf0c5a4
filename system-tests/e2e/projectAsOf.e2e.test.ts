// The project as it was, in the browser (issue 21): a member opens her project's contents page, follows
// 'Project as it was', sees it now, picks a moment from before the rename and sees the old name, the
// open comment and the scene's first document; compares it with now; and opens a point of the history by
// its position. Axe finds no serious problem; screenshots at 1280 and 480 wide.
import type { Page } from 'puppeteer-core';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { seriousAccessibilityProblems } from './axe';
import { byRole, click, screenshot, signIn, waitForText } from './browser';
import { startJourney } from './journey';

const MIA = { userID: 2, email: 'mia@example.com', givenName: 'Mia', familyName: 'Member', password: 'member-password-1' };
const OLD_NAME = 'Plate tectonics';
const NEW_NAME = 'Plates and tides';
let projectID = '';
/** A moment after the comment and the first scene version, before the rename. */
let middle = '';
/** The history position of the project's creation. */
let createdAt = '';

const documentOf = (sceneID: string, count: number) => ({
  sceneID,
  duration: 4_000,
  elements: Array.from({ length: count }, (_, i) => ({
    id: `el-${i}`,
    name: `Rectangle ${i}`,
    type: 'rect',
    start: 0,
    duration: 4_000,
    props: { translateX: 200 + i * 300, translateY: 300, width: 240, height: 160, style: { fill: i === 0 ? '#1c7ed6' : '#f08c00' } },
    keyframes: {},
  })),
});

const seed = async (app: TestApp): Promise<void> => {
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  const must = async (client: HttpClient, path: string, body: unknown) => {
    const answer = await client.post(path, body);
    if (answer.status !== 200) throw new Error(`seed ${path}: ${answer.status} ${answer.text}`);
    return answer;
  };
  await must(admin, '/api/admin/addUser', MIA);
  await must(admin, '/api/admin/addGrants', { userID: MIA.userID, grants: ['content.projects-edit'] });
  const mia = new HttpClient(app.url);
  await mia.signIn(MIA.email, MIA.password);
  const created = await must(mia, '/api/project/create', { name: OLD_NAME, groups: [] });
  projectID = created.body.project.projectID as string;
  createdAt = created.headers.get('X-Position') ?? '';
  await must(mia, '/api/comments/saveComment', { projectID, fileID: -1, data: { text: 'Show the plates moving' } });
  const sceneID = (await must(mia, '/api/scene/createProjectScene', { projectID, name: 'Drift' })).body.scene.sceneID as string;
  await must(mia, '/api/editor/saveSceneDocument', { sceneID, baseVersion: 0, document: documentOf(sceneID, 1) });
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  middle = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  await must(mia, '/api/project/updateName', { projectID, name: NEW_NAME });
  await must(mia, '/api/editor/saveSceneDocument', { sceneID, baseVersion: 1, document: documentOf(sceneID, 2) });
  await must(mia, '/api/tracking/updateWordCount', { projectID, wordCount: 640 });
};

const nameShown = (page: Page) => page.$eval('[data-testid="as-of-name"]', (el) => (el as HTMLElement).innerText);
const waitForName = (page: Page, name: string) => page.waitForFunction((n: string) => document.querySelector('[data-testid="as-of-name"]')?.textContent === n, {}, name);

describe('the project as it was: a member looks at her project before its rename', () => {
  const j = startJourney('zz-projectAsOf-last', seed);
  let page: Page;

  beforeAll(async () => {
    page = j.page;
    await page.setViewport({ width: 1280, height: 900 });
    await signIn(page, j.app.url, MIA.email, MIA.password);
  }, 60_000);

  it('follows "Project as it was" from the contents page and sees the project now', async () => {
    await page.goto(`${j.app.url}/#/projectContents/${projectID}`);
    await click(page, 'link', 'Project as it was');
    await page.waitForSelector(byRole('heading', 'Project as it was'));
    await waitForName(page, NEW_NAME);
    await waitForText(page, 'Version 2, 2 elements');
    await waitForText(page, '640');
  }, 60_000);

  it('picks a moment before the rename and sees the old name, the open comment and the first document', async () => {
    // The address is what the moment picker writes; the picker itself is Mantine's (its own tests).
    await page.goto(`${j.app.url}/#/project/${projectID}/asOf?at=${encodeURIComponent(middle)}`);
    await waitForName(page, OLD_NAME);
    expect(await nameShown(page)).toBe(OLD_NAME);
    await waitForText(page, 'Show the plates moving');
    await waitForText(page, 'Version 1, 1 element');
    await waitForText(page, 'Not counted');
    expect(await seriousAccessibilityProblems(page, ['.mantine-Notifications-root', 'header'])).toEqual([]);
    await screenshot(page, 'projectAsOf-1280');
  }, 60_000);

  it('plays the scene as it was', async () => {
    await click(page, 'button', 'Play version 1');
    await page.waitForSelector('[aria-label="Scene player"] canvas', { visible: true });
  }, 60_000);

  it('compares the moment with now: the name changed, the scene got its second document, the words were counted', async () => {
    await click(page, 'button', 'Compare with now');
    await page.waitForSelector('section[aria-label="Changes"] table');
    const changes = await page.$eval('section[aria-label="Changes"]', (el) => (el as HTMLElement).innerText);
    expect(changes).toContain(`name: ${OLD_NAME} → ${NEW_NAME}`);
    expect(changes).toContain('wordCount: — → 640');
    expect(changes).toContain('document: version 1 → version 2');
    await screenshot(page, 'projectAsOf-compare-1280');
    await click(page, 'button', 'Stop comparing');
    await page.waitForFunction(() => !document.querySelector('section[aria-label="Changes"]'));
  }, 60_000);

  it('opens a point of the history by its position: the project as created, before any comment', async () => {
    await page.goto(`${j.app.url}/#/project/${projectID}/asOf?position=${createdAt}`);
    await waitForName(page, OLD_NAME);
    await waitForText(page, 'No comments then.');
    await waitForText(page, `history position ${createdAt}`);
  }, 60_000);

  it('fits a narrow screen', async () => {
    await page.setViewport({ width: 480, height: 900 });
    await page.goto(`${j.app.url}/#/project/${projectID}/asOf?at=${encodeURIComponent(middle)}`);
    await waitForName(page, OLD_NAME);
    expect(await seriousAccessibilityProblems(page, ['.mantine-Notifications-root', 'header'])).toEqual([]);
    await screenshot(page, 'projectAsOf-480');
  }, 60_000);
});
