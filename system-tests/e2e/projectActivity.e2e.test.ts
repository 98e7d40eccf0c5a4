// The project contents page's activity, files, assets, resources and comments in the browser (spec 000
// section 2; issue 20): a person uploads two SVGs in the SVGs upload section and sees one grouped
// activity item ("… uploaded 2 files") linking to both; a project comment mentioning a teammate
// chosen from the @ list appears in the comments and in the activity. Screenshots at 1280 and 480
// wide; axe finds nothing serious on the page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { uploadedFile } from '../src/acceptance/assets/storedUploads';
import { seriousAccessibilityProblems } from './axe';
import { byRole, screenshot, signIn, waitForText } from './browser';
import { startJourney } from './journey';

const TEAMMATE = { userID: 3, email: 'tom@example.com', givenName: 'Tom', familyName: 'Mate', password: 'teammate-password-1' };
const seeded = { projectID: '' };
let api: HttpClient;

const ok = async (path: string, body: unknown): Promise<Record<string, any>> => {
  const answer = await api.post(`/api${path}`, body);
  if (answer.status !== 200) throw new Error(`${path} failed: ${answer.status} ${answer.text}`);
  return answer.body as Record<string, any>;
};

const seed = async (app: TestApp): Promise<void> => {
  api = new HttpClient(app.url);
  await api.signIn(app.adminEmail, app.adminPassword);
  await ok('/admin/addUser', TEAMMATE);
  await ok('/admin/addGrants', { userID: TEAMMATE.userID, grants: ['content.projects-edit', 'content.assets-edit'] });
  seeded.projectID = String((await ok('/project/create', { name: 'Water cycle', groups: [] })).project.projectID);
  // A file for review uploaded by the teammate (an activity item of theirs, apart from the admin's uploads).
  const tom = new HttpClient(app.url);
  await tom.signIn(TEAMMATE.email, TEAMMATE.password);
  const board = await uploadedFile({ userID: TEAMMATE.userID, client: tom }, 'Storyboard.png');
  const added = await tom.post('/api/project/addFile', { projectID: seeded.projectID, name: board.name, type: board.type, size: board.size, data: { url: board.url } });
  if (added.status !== 200) throw new Error(`addFile: ${added.status} ${added.text}`);
};

const svgFile = (dir: string, name: string, colour: string): string => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="${colour}"/></svg>`);
  return file;
};

const activityItems = (page: Page) => page.$$eval('#contents-activity [data-activity-item]', (items) => items.map((i) => (i as HTMLElement).innerText));

describe('the project contents page: activity, assets and comments', () => {
  const j = startJourney('project-activity-zz-last', seed);
  let page: Page;
  beforeAll(async () => {
    page = j.page;
    await page.setViewport({ width: 1280, height: 900 });
    await signIn(page, j.app.url, j.app.adminEmail, j.app.adminPassword);
    await page.goto(`${j.app.url}/#/projectContents/${seeded.projectID}`);
    await waitForText(page, 'Tom Mate uploaded Storyboard.png');
    await screenshot(page, 'project-activity-00-top-1280');
  });

  it('lists the files for review, at most 300 px high, each linking to its review page', async () => {
    const link = await page.waitForSelector('#contents-files a');
    expect(await link!.evaluate((a) => [a.textContent, a.getAttribute('href')])).toEqual(['Storyboard.png', expect.stringMatching(new RegExp(`^#/project/${seeded.projectID}/files/[^/]+$`))]);
    expect(await page.$eval('[data-files-list]', (el) => getComputedStyle(el).maxHeight)).toBe('300px');
    await page.evaluate(() => document.getElementById('contents-files')?.scrollIntoView());
    await screenshot(page, 'project-activity-00-files-1280');
  });

  it('uploads two files in an upload section and shows them as one activity item', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'activity-e2e-'));
    const input = await page.waitForSelector('input[data-upload-purpose="scene-svg"]');
    await input!.uploadFile(svgFile(dir, 'Evaporation.svg', '#36c'), svgFile(dir, 'Rain.svg', '#c63'));
    await page.waitForFunction(() => document.querySelector('#contents-activity [data-activity-item="upload"]')?.textContent?.includes('uploaded 2 files') ?? false, { timeout: 20_000 });
    const items = await activityItems(page);
    // The two uploads in one item, above the teammate's upload.
    expect(items).toHaveLength(2);
    expect(items[0]).toMatch(/uploaded 2 files/);
    expect(items[1]).toMatch(/uploaded Storyboard\.png/);
    expect(items[0]).toMatch(/Evaporation\.svg/);
    expect(items[0]).toMatch(/Rain\.svg/);
    // The upload section lists them with their links.
    const listed = await page.$$eval('[data-asset-purpose="scene-svg"] a', (links) => links.map((a) => [a.textContent, (a as HTMLAnchorElement).getAttribute('href')]));
    expect(listed.map(([name]) => name).sort()).toEqual(['Evaporation.svg', 'Rain.svg']);
    for (const [, href] of listed) expect(href).toMatch(/^\/api\/v1\/blobs\/svg\//);
    await page.evaluate(() => document.getElementById('contents-activity')?.scrollIntoView());
    await screenshot(page, 'project-activity-01-grouped-upload-1280');
  });

  it('saves a project comment that mentions a teammate chosen from the @ list, and the activity shows it', async () => {
    await page.evaluate(() => document.getElementById('contents-comments')?.scrollIntoView());
    const box = await page.waitForSelector(`#contents-comments ${byRole('combobox', 'New comment')}`, { visible: true });
    await box!.type('Lovely colours, @to', { delay: 15 });
    await page.waitForSelector(byRole('listbox', 'Mention someone'), { visible: true });
    await waitForText(page, 'Tom Mate');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => (document.activeElement as HTMLTextAreaElement | null)?.value === 'Lovely colours, @Tom Mate ');
    await page.keyboard.press('Enter');
    const until = Date.now() + 15_000;
    let saved: Record<string, any> | undefined;
    while (!saved && Date.now() < until) {
      saved = ((await ok('/comments/getFileComments', { projectID: seeded.projectID, fileID: -1 })).comments as Record<string, any>[])[0];
      if (!saved) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // The server trims the space the picker left after the name.
    expect(saved?.text).toBe('Lovely colours, @Tom Mate');
    expect(saved?.mentionedUserIDs).toEqual([TEAMMATE.userID]);
    await page.waitForFunction(() => document.querySelector('#contents-activity [data-activity-item="comment"]')?.textContent?.includes('commented on the project') ?? false, { timeout: 15_000 });
    expect((await activityItems(page)).map((t) => t.split('\n')[0])).toEqual([
      expect.stringMatching(/commented on the project/),
      expect.stringMatching(/uploaded 2 files/),
      expect.stringMatching(/uploaded Storyboard\.png/),
    ]);
    await screenshot(page, 'project-activity-02-comment-1280');
    // The comments list is bounded at 600 px, the files list at 300 px.
    expect(await page.$eval('[data-project-comments]', (el) => getComputedStyle(el).maxHeight)).toBe('600px');
  });

  it('has nothing serious for axe, and fits a narrow screen', async () => {
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.setViewport({ width: 480, height: 900 });
    await page.evaluate(() => document.getElementById('contents-activity')?.scrollIntoView());
    await screenshot(page, 'project-activity-03-480');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewport({ width: 1280, height: 900 });
  });
});
