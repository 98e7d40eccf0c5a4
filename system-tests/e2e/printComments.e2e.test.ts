// The printable comments page in the browser (spec 002 route /printcomments?projectID=&type=): a
// project's comments grouped by file with their time, author, text and replies, filtered by kind of
// file; looked at on a wide, a middle and a narrow screen and as printed. axe finds nothing serious.
import type { Page } from 'puppeteer-core';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { pngOf, uploadForm } from '../src/acceptance/uploads/uploadsWorld';
import { seriousAccessibilityProblems } from './axe';
import { screenshot, signIn, waitForText, waitForTextGone } from './browser';
import { startJourney } from './journey';

const seeded = { projectID: '' };
let api: HttpClient;

const ok = async (path: string, body: unknown): Promise<Record<string, any>> => {
  const answer = await api.post(`/api${path}`, body);
  if (answer.status !== 200) throw new Error(`${path} failed: ${answer.status} ${answer.text}`);
  return answer.body as Record<string, any>;
};

/** A file of the project from a real upload. */
const addFile = async (name: string, bytes: Buffer): Promise<string> => {
  const uploaded = await uploadForm(api, { key: 'asset', file: { name, bytes } });
  if (uploaded.status !== 200) throw new Error(`upload ${name}: ${uploaded.status}`);
  const type = name.split('.').pop() ?? '';
  return String((await ok('/project/addFile', { projectID: seeded.projectID, name, type, size: bytes.length, data: { url: uploaded.body.url } })).file.fileID);
};

const comment = async (fileID: string | -1, data: Record<string, unknown>): Promise<string> =>
  String((await ok('/comments/saveComment', { projectID: seeded.projectID, fileID, data })).comment.commentID);

const seed = async (app: TestApp): Promise<void> => {
  api = new HttpClient(app.url);
  await api.signIn(app.adminEmail, app.adminPassword);
  seeded.projectID = String((await ok('/project/create', { name: 'Water cycle', groups: [] })).project.projectID);
  const still = await addFile('evaporation-still.png', await pngOf(8, 8));
  const drawing = await addFile('cloud-diagram.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>'));
  await comment(-1, { text: 'Script is approved; voice-over next week.' });
  const first = await comment(still, { text: 'The sun looks too orange here, can we tone it down?' });
  await ok('/comments/saveComment', { projectID: seeded.projectID, fileID: still, data: { text: 'Toned down in the next version.', parentCommentID: first } });
  const box = { id: 'b1', type: 'box', attributes: { x: 100, y: 100, width: 400, height: 300, stroke: '#ff0000', strokeWidth: 10, opacity: 0.65 } };
  const resolved = await comment(still, { text: 'Label overlaps the arrow.', annotations: [box] });
  await ok('/comments/resolveComment', { commentID: resolved });
  await comment(drawing, { text: 'Condensation arrow should curve.' });
};

describe('the printable comments page in the browser', () => {
  const j = startJourney('print-comments-zz-last', seed);
  let page: Page;
  beforeAll(async () => {
    page = j.page;
    await signIn(page, j.app.url, j.app.adminEmail, j.app.adminPassword);
  });

  it("shows the project's comments grouped by file, with replies, and looks finished at 1280, 800 and 400 px", async () => {
    for (const width of [1280, 800, 400]) {
      await page.setViewport({ width, height: 900 });
      await page.goto(`${j.app.url}/#/printcomments?projectID=${seeded.projectID}&type=all`);
      await waitForText(page, 'The sun looks too orange here');
      await screenshot(page, `print-comments-${width}`);
    }
    // Badges are upper-cased by their style: compare without case.
    const text = (await page.evaluate(() => document.body.innerText)).toLowerCase();
    for (const shown of ['Water cycle', 'Project comments', 'evaporation-still.png', 'cloud-diagram.svg', 'Toned down in the next version.', 'Resolved', 'Drawing'])
      expect(text).toContain(shown.toLowerCase());
    // The project's own comments first, then the files by name.
    expect(text.indexOf('project comments')).toBeLessThan(text.indexOf('cloud-diagram.svg'));
    expect(text.indexOf('cloud-diagram.svg')).toBeLessThan(text.indexOf('evaporation-still.png'));
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });

  it('shows one kind of file when chosen, and prints without its controls', async () => {
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${j.app.url}/#/printcomments?projectID=${seeded.projectID}&type=all`);
    await waitForText(page, 'Condensation arrow');
    await page.click('::-p-text(Images)');
    await waitForTextGone(page, 'Condensation arrow');
    expect(page.url()).toContain('type=image');
    await waitForText(page, 'Label overlaps the arrow.');
    await page.emulateMediaType('print');
    expect(await page.$eval('.print-controls', (el) => getComputedStyle(el).display)).toBe('none');
    await screenshot(page, 'print-comments-printed');
    await page.emulateMediaType('screen');
  });
});
