// Scene comments in the editor (spec 002 "Scene editor": comment markers on the bottom timeline, the
// Comments tab): a comment with a box at 2 s made on version 1 shows a marker on the ruler; choosing it
// selects the comment, moves the playhead to 0:02 and shows its box over the stage; the card says the
// comment was made on version 1 once version 2 is open; clearing the selection takes the box away.
import type { Page } from 'puppeteer-core';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { seriousAccessibilityProblems } from './axe';
import { click, screenshot, signIn, waitForText, waitForTextGone } from './browser';
import { startJourney } from './journey';

const seeded = { projectID: '', sceneID: '' };

const documentOf = (sceneID: string, width: number) => ({
  sceneID,
  duration: 10_000,
  elements: [{ id: 'el-1', name: 'Cloud', type: 'rect', start: 0, duration: 10_000, props: { translateX: 300, translateY: 300, width, height: 200, style: { fill: '#74c0fc' } }, keyframes: {} }],
});

const seed = async (app: TestApp): Promise<void> => {
  const api = new HttpClient(app.url);
  await api.signIn(app.adminEmail, app.adminPassword);
  const ok = async (path: string, body: unknown): Promise<Record<string, any>> => {
    const answer = await api.post(`/api${path}`, body);
    if (answer.status !== 200) throw new Error(`${path} failed: ${answer.status} ${answer.text}`);
    return answer.body as Record<string, any>;
  };
  seeded.projectID = String((await ok('/project/create', { name: 'Rain', groups: [] })).project.projectID);
  seeded.sceneID = String((await ok('/scene/createProjectScene', { projectID: seeded.projectID, name: 'Condensation', duration: 10_000 })).scene.sceneID);
  await ok('/editor/saveSceneDocument', { sceneID: seeded.sceneID, baseVersion: 0, document: documentOf(seeded.sceneID, 400) });
  const box = { id: 'b1', type: 'box', attributes: { x: 100, y: 150, width: 500, height: 400, stroke: '#ff0000', strokeWidth: 6 } };
  await ok('/editor/saveSceneComment', { sceneID: seeded.sceneID, text: 'Make the cloud darker', timestamp: 2000, annotations: [box] });
  await ok('/editor/saveSceneDocument', { sceneID: seeded.sceneID, baseVersion: 1, document: documentOf(seeded.sceneID, 500) });
};

/** How many red pixels the comment drawing's canvas holds (the box's stroke). */
const redPixels = (page: Page): Promise<number> =>
  page.$eval('[data-testid="editor-comment-drawing"] canvas', (canvas) => {
    const c = canvas as HTMLCanvasElement;
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let red = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! > 200 && data[i + 1]! < 80 && data[i + 2]! < 80 && data[i + 3]! > 0) red += 1;
    return red;
  });

describe('scene comments in the editor', () => {
  const j = startJourney('editor-comments-last', seed);
  let page: Page;
  beforeAll(async () => {
    page = j.page;
    await page.setViewport({ width: 1280, height: 800 });
    await signIn(page, j.app.url, j.app.adminEmail, j.app.adminPassword);
  });

  it('marks the comment on the timeline; choosing it selects it, seeks to 2 s and shows its box over the stage', async () => {
    await page.goto(`${j.app.url}/#/project/${seeded.projectID}/editor/scene/${seeded.sceneID}`);
    await waitForText(page, 'Condensation');
    await waitForTextGone(page, 'Loading scene...');
    const marker = await page.waitForSelector('[data-comment-marker]', { visible: true });
    expect(await page.$('[data-testid="editor-comment-drawing"]')).toBeNull();
    await marker!.click();
    await page.waitForSelector('[data-comment-marker][aria-pressed="true"]');
    await waitForText(page, '0:02.00');
    await page.waitForSelector('[data-testid="editor-comment-drawing"] canvas', { visible: true });
    expect(await redPixels(page)).toBeGreaterThan(500);
    await screenshot(page, 'editor-comments-01-selected');
  });

  it('says in the Comments tab that the comment was made on version 1, and clearing the selection takes the box away', async () => {
    // The tab's name carries its badge of open comments, so it is found by its text.
    await page.$$eval('[role="tab"]', (tabs) => (tabs.find((t) => t.textContent?.startsWith('Comments')) as HTMLElement).click());
    await waitForText(page, 'Make the cloud darker');
    await waitForText(page, 'Made on version 1');
    await screenshot(page, 'editor-comments-02-tab');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    // Choosing the selected comment's time again clears the selection (the panel's toggle).
    await page.click('article[data-comment-id] button[aria-pressed="true"]');
    await page.waitForSelector('[data-testid="editor-comment-drawing"]', { hidden: true });
    expect(await page.$('[data-comment-marker][aria-pressed="true"]')).toBeNull();
  });

  it("draws with the tab's box tool over the stage without touching the scene, and saves it with the comment", async () => {
    await click(page, 'button', 'Box');
    const layer = await page.waitForSelector('[data-testid="editor-comment-drawing"] canvas', { visible: true });
    const box = (await layer!.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.7, { steps: 6 });
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.8, { steps: 6 });
    await page.mouse.up();
    expect(await redPixels(page)).toBeGreaterThan(200);
    await page.type('textarea', 'Move the sun here');
    await click(page, 'button', 'Save');
    await waitForText(page, 'Move the sun here');
    // Both comments are at the playhead's 2 s: one marker on the ruler counting 2, no single one under it.
    await page.waitForSelector('[data-comment-stack="2"][aria-label="2 comments at 0:02.00"]', { visible: true });
    expect(await page.$$('[data-comment-marker]')).toHaveLength(0);
    await screenshot(page, 'editor-comments-03-drawn');
    // The drawing went with the comment, the tab's badge counts it, and the scene has no new layer from the drag.
    const card = await page.$$eval('article[data-comment-id]', (cards) => cards.find((c) => c.textContent?.includes('Move the sun here'))?.textContent ?? '');
    expect(card).toContain('Drawing');
    await page.waitForFunction(() => Array.from(document.querySelectorAll('[role="tab"]')).some((t) => t.textContent === 'Comments2'));
    expect(await page.$$eval('[data-testid="timeline-row"]', (rows) => rows.length)).toBe(1);
  });
});
