// Makes the landing page's feature clips (frontend/public/landing) from the running product: a small
// team's data made through the API, then each feature's screen recorded while it is used. Run by hand
// when the screens change, then rebuild the client (the clips are copied into frontend/dist):
//   LANDING_CLIPS=1 TEST_TIER=e2e npx jest --runInBand system-tests/e2e/landingClipsMaking.e2e.test.ts
// Needs Debian's ffmpeg (apt-get install ffmpeg) or FFMPEG_PATH.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { byRole, click, signIn, typeInto, waitForText } from './browser';
import { startJourney } from './journey';
import { seedDemoProject, type DemoProject } from './landingClips/demoProject';
import { FFMPEG, recordClip, type ClipPlan } from './landingClips/recordClip';

const LANDING = path.resolve(__dirname, '../../frontend/public/landing');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const gate = process.env.LANDING_CLIPS === '1' ? describe : describe.skip;
// Not a check but the way the clips are remade: it rewrites frontend/public/landing, so it runs only when asked.
if (process.env.LANDING_CLIPS !== '1') console.log('The landing clips: skipped because LANDING_CLIPS is not 1 (this journey rewrites frontend/public/landing).');

gate('the landing page clips', () => {
  let demo: DemoProject;
  const j = startJourney('landing-clips-last', async (app) => {
    if (!fs.existsSync(FFMPEG)) throw new Error(`No ffmpeg at ${FFMPEG}: install Debian's ffmpeg (apt-get install ffmpeg) or set FFMPEG_PATH.`);
    demo = await seedDemoProject(app);
  });
  let page: Page;
  const made: Record<string, { bytes: number; posterBytes: number; frames: number }> = {};
  const record = async (name: string, plan: Omit<ClipPlan, 'out'>, act: () => Promise<void>) => {
    made[name] = await recordClip(page, { ...plan, out: path.join(LANDING, name) }, act);
  };

  beforeAll(async () => {
    page = j.page;
    await page.setViewport({ width: 1280, height: 800 });
    // Read models may trail the seeding on a busy machine.
    page.setDefaultTimeout(60_000);
    await signIn(page, j.app.url, j.app.adminEmail, j.app.adminPassword);
  }, 120_000);

  afterAll(() => {
    console.log(
      `Landing clips made in ${LANDING}:\n${Object.entries(made)
        .map(([name, m]) => `  ${name}: ${m.bytes} bytes, poster ${m.posterBytes} bytes, ${m.frames} frames painted`)
        .join('\n')}`,
    );
  });

  const openScene = async (sceneID: string) => {
    await page.goto(`${j.app.url}/#/project/${demo.projectID}/editor/scene/${sceneID}`);
    await page.waitForFunction(() => typeof (window as unknown as { __editorReady?: number }).__editorReady === 'number', { timeout: 60_000 });
    await page.waitForSelector('[data-testid="editor-stage"] canvas', { visible: true });
    await page.locator(byRole('tab', 'Layers')).click();
    await pause(1500);
  };
  /** Presses Play and takes the pointer off it, so no tooltip stands over the timeline. */
  const play = async () => {
    await click(page, 'button', 'Play');
    await page.mouse.move(640, 790);
  };

  it('records the scene editor playing a scene', async () => {
    await openScene(demo.englishSceneID);
    await play();
    // From the sun on: the sea is drawn by then, and the clip ends on the whole scene.
    await pause(3000);
    await record('scene-editor', { crop: { x: 0, y: 52, width: 1152, height: 720 }, seconds: 8, posterAt: 7.9 }, async () => undefined);
  }, 120_000);

  it('records a drawing under review: each comment picked shows its box annotation, and a new comment is typed', async () => {
    await page.goto(`${j.app.url}/#/project/${demo.projectID}/files/${demo.fileID}/comments`);
    await waitForText(page, 'The steam should rise');
    await pause(2000);
    const showButtons = await page.$$('article[data-comment-id] button[aria-pressed]');
    await record('review', { crop: { x: 272, y: 64, width: 1000, height: 625 }, seconds: 7, posterAt: 3.6 }, async () => {
      await pause(500);
      await showButtons[0]!.click();
      await pause(2000);
      await showButtons[1]!.click();
      await page.mouse.move(1270, 790);
      await pause(1500);
      const box = await page.waitForSelector(byRole('combobox', 'New comment'), { visible: true });
      await box!.type('Bigger sun, please.', { delay: 50 });
    });
    // The comment is not saved: cleared, it does not hold up leaving the page.
    await click(page, 'button', 'Clear');
  }, 120_000);

  it('records a search in the asset library and a found picture opened', async () => {
    await page.goto(`${j.app.url}/#/assets/${demo.kitID}`);
    await page.waitForSelector('[data-asset="Ocean wave.svg"]', { visible: true });
    await pause(1500);
    await record('assets', { crop: { x: 256, y: 170, width: 1024, height: 640 }, seconds: 7, posterAt: 6.9 }, async () => {
      await pause(700);
      await typeInto(page, 'Search this kit', 'water');
      await page.waitForSelector('[data-asset="Leaf.svg"]', { hidden: true });
      await pause(1200);
      await page.locator('[data-asset="Water drop.svg"]').click();
      await page.mouse.move(1270, 790);
    });
  }, 120_000);

  it('records the projects filtered by folder', async () => {
    await page.goto(`${j.app.url}/#/home/all`);
    await waitForText(page, 'Plate tectonics');
    await pause(1500);
    await record('projects', { crop: { x: 0, y: 60, width: 1104, height: 690 }, seconds: 6, posterAt: 0.5 }, async () => {
      await pause(800);
      await page.locator('::-p-text(Earth science)').click();
      await pause(1800);
      await page.locator('::-p-text(Life science)').click();
      await pause(1800);
      await page.locator('::-p-text(All projects)').click();
    });
  }, 120_000);

  it('records the Spanish scene playing, its title and labels written', async () => {
    await openScene(demo.spanishSceneID);
    await play();
    // The title and the sea come first; the clip starts with them written and ends on the whole scene.
    await pause(6400);
    await record('languages', { crop: { x: 300, y: 138, width: 640, height: 400 }, seconds: 8, posterAt: 7.9 }, async () => undefined);
  }, 120_000);
});
