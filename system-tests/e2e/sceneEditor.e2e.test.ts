// The scene editor in the browser (spec 002 "Scene editor", sections 4, 5 and 9), as an author uses it:
// open a scene made through the API, draw a rectangle with m and drag it, add a keyframe and move it on
// the timeline, undo and redo, select with a marquee, copy, paste and delete, keep a selection in the
// Library and place it again, type a text and watch it write itself, reload and find it all (the undo
// history too), open an earlier version and restore it. axe finds nothing serious on the editor.
import { createHash } from 'node:crypto';
import type { Page } from 'puppeteer-core';
import type { EditorElement, SceneDocument } from '@wb/contracts';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { seriousAccessibilityProblems } from './axe';
import { byRole, click, screenshot, signIn, typeInto, waitForDialogsClosed, waitForText, waitForTextGone } from './browser';
import { startJourney } from './journey';

const seeded = { projectID: '', sceneID: '' };
let api: HttpClient;

const ok = async (path: string, body: unknown): Promise<Record<string, any>> => {
  const answer = await api.post(`/api${path}`, body);
  if (answer.status !== 200) throw new Error(`${path} failed: ${answer.status} ${answer.text}`);
  return answer.body as Record<string, any>;
};

const seed = async (app: TestApp): Promise<void> => {
  api = new HttpClient(app.url);
  await api.signIn(app.adminEmail, app.adminPassword);
  seeded.projectID = String((await ok('/project/create', { name: 'Water cycle', groups: [] })).project.projectID);
  seeded.sceneID = String((await ok('/scene/createProjectScene', { projectID: seeded.projectID, name: 'Evaporation', duration: 10_000 })).scene.sceneID);
};

const saved = async (): Promise<{ document: SceneDocument; version: number }> => {
  const answer = await ok('/editor/getSceneDocument', { sceneID: seeded.sceneID });
  return { document: answer.document as SceneDocument, version: answer.version as number };
};

/** The saved document once its version is past `version` (the restore is a command: its read may lag); the last read after 15 s. */
const savedAfter = async (version: number): Promise<{ document: SceneDocument; version: number }> => {
  const until = Date.now() + 15_000;
  for (;;) {
    const found = await saved();
    if (found.version > version || Date.now() > until) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** Waits until the saved document passes `check` (autosave runs a second after the last change). */
const waitForSaved = async (check: (document: SceneDocument) => boolean, what: string): Promise<SceneDocument> => {
  const until = Date.now() + 15_000;
  for (;;) {
    const { document } = await saved();
    if (check(document)) return document;
    if (Date.now() > until) throw new Error(`the saved scene never showed ${what}: ${JSON.stringify(document).slice(0, 400)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

const rectOf = (document: SceneDocument): EditorElement | undefined => document.elements.find((e) => e.type === 'rect');
const textOf = (document: SceneDocument): EditorElement | undefined => document.elements.find((e) => e.type === 'text');

/** Screen point of a scene point: the stage fits 1920x1080 with a margin, centred (stage/geometry.ts). */
const stagePoint = async (page: Page, x: number, y: number): Promise<{ x: number; y: number }> => {
  const box = await (await page.waitForSelector('[data-testid="editor-stage"]', { visible: true }))!.boundingBox();
  if (!box) throw new Error('the stage is not on screen');
  const scale = Math.min(box.width / 1920, box.height / 1080) * 0.92;
  return { x: box.x + (box.width - 1920 * scale) / 2 + x * scale, y: box.y + (box.height - 1080 * scale) / 2 + y * scale };
};

const drag = async (page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> => {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 6 });
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
};

const frameHash = async (page: Page): Promise<string> => {
  const png = await page.$eval('[data-testid="editor-stage"] canvas', (canvas) => (canvas as HTMLCanvasElement).toDataURL('image/png'));
  return createHash('sha256').update(png).digest('hex');
};

const openEditor = async (page: Page, url: string): Promise<void> => {
  await page.goto(`${url}/#/project/${seeded.projectID}/editor/scene/${seeded.sceneID}`);
  await waitForText(page, 'Evaporation');
  await waitForTextGone(page, 'Loading scene...');
  await page.waitForSelector('[data-testid="editor-stage"] canvas', { visible: true });
};

const allSaved = (page: Page) => waitForText(page, 'All changes saved');

describe('the scene editor in the browser', () => {
  const j = startJourney('zz-scene-editor-last', seed);
  let page: Page;
  beforeAll(async () => {
    page = j.page;
    await page.setViewport({ width: 1440, height: 900 });
    await signIn(page, j.app.url, j.app.adminEmail, j.app.adminPassword);
  });

  it('opens the scene with its own header instead of the top bar', async () => {
    await openEditor(page, j.app.url);
    await page.waitForSelector(byRole('link', 'Scenes'), { visible: true });
    await page.waitForSelector(byRole('toolbar', 'Tools'), { visible: true });
    expect(await page.$('.mantine-AppShell-header')).toBeNull();
    await screenshot(page, 'scene-editor-01-open');
  });

  it('draws a rectangle with m, drags it, and saves both', async () => {
    await page.keyboard.press('m');
    await drag(page, await stagePoint(page, 200, 200), await stagePoint(page, 600, 500));
    const drawn = rectOf(await waitForSaved((d) => rectOf(d) !== undefined, 'a rectangle'));
    expect(drawn?.props.width).toBeGreaterThan(300);
    await screenshot(page, 'scene-editor-02-rect');
    // The tool went back to move with the rectangle selected: a drag moves it.
    await drag(page, await stagePoint(page, 400, 350), await stagePoint(page, 900, 450));
    const moved = rectOf(await waitForSaved((d) => (rectOf(d)?.props.translateX ?? 0) > (drawn?.props.translateX ?? 0) + 300, 'the rectangle moved'));
    expect(moved?.props.translateY).toBeGreaterThan((drawn?.props.translateY ?? 0) + 50);
    await allSaved(page);
    await screenshot(page, 'scene-editor-03-moved');
  });

  it('adds a position keyframe on the timeline and drags it later', async () => {
    await click(page, 'button', 'Show keyframes of Rectangle 1');
    await click(page, 'button', 'Add position keyframe to Rectangle 1');
    await waitForSaved((d) => (rectOf(d)?.keyframes.position ?? []).length === 1, 'a position keyframe');
    const diamond = await page.waitForSelector(byRole('button', 'Position keyframe at 0:00.00'), { visible: true });
    const box = (await diamond!.boundingBox())!;
    await drag(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, { x: box.x + box.width / 2 + 140, y: box.y + box.height / 2 });
    const after = await waitForSaved((d) => (rectOf(d)?.keyframes.position?.[0]?.time ?? 0) > 500, 'the keyframe moved later');
    expect(rectOf(after)?.keyframes.position).toHaveLength(1);
    await screenshot(page, 'scene-editor-04-keyframe');
  });

  it('undoes and redoes with the keyboard', async () => {
    await page.keyboard.down('Control');
    await page.keyboard.press('z');
    await page.keyboard.up('Control');
    await waitForSaved((d) => (rectOf(d)?.keyframes.position?.[0]?.time ?? -1) === 0, 'the keyframe back at 0');
    await page.keyboard.down('Control');
    await page.keyboard.press('y');
    await page.keyboard.up('Control');
    await waitForSaved((d) => (rectOf(d)?.keyframes.position?.[0]?.time ?? 0) > 500, 'the keyframe moved again');
    await allSaved(page);
  });

  it('selects with a marquee, copies, pastes and deletes with the keyboard', async () => {
    await page.keyboard.press('Escape');
    await drag(page, await stagePoint(page, 20, 20), await stagePoint(page, 1900, 1060));
    await waitForText(page, 'Transform');
    await page.keyboard.down('Control');
    await page.keyboard.press('c');
    await page.keyboard.press('v');
    await page.keyboard.up('Control');
    await waitForSaved((d) => d.elements.filter((e) => e.type === 'rect').length === 2, 'the pasted copy');
    await screenshot(page, 'scene-editor-05-pasted');
    await page.keyboard.press('Delete');
    await waitForSaved((d) => d.elements.filter((e) => e.type === 'rect').length === 1, 'the copy deleted');
    await allSaved(page);
  });

  it('keeps the selection in the Library and puts a copy of it on the stage', async () => {
    await drag(page, await stagePoint(page, 20, 20), await stagePoint(page, 1900, 1060));
    await waitForText(page, 'Transform');
    await click(page, 'tab', 'Library');
    await typeInto(page, 'Keep the selection as', 'Cloud');
    await click(page, 'button', 'Keep');
    await page.waitForSelector(byRole('button', 'Add Cloud to the scene'), { visible: true });
    await screenshot(page, 'scene-editor-05b-library');
    await click(page, 'button', 'Add Cloud to the scene');
    await waitForSaved((d) => d.elements.filter((e) => e.type === 'rect').length === 2, 'the copy from the Library');
    await page.keyboard.press('Delete');
    await waitForSaved((d) => d.elements.filter((e) => e.type === 'rect').length === 1, 'the copy deleted');
    await click(page, 'tab', 'Layers');
    await allSaved(page);
  });

  it('types a text that writes itself when played', async () => {
    await page.keyboard.press('Escape');
    await page.keyboard.press('t');
    const at = await stagePoint(page, 300, 750);
    await page.mouse.click(at.x, at.y);
    const box = await page.waitForSelector(byRole('textbox', 'Text of the element'), { visible: true });
    await box!.type('Rain falls', { delay: 20 });
    await page.keyboard.press('Tab');
    await waitForText(page, 'Sorry, tabs are not allowed!');
    await page.keyboard.press('Escape');
    const written = textOf(await waitForSaved((d) => (textOf(d)?.keyframes.text ?? []).length === 2, 'the text with its writing keyframes'));
    expect(written?.text).toBe('Rain falls');
    const [start, end] = written?.keyframes.text ?? [];
    expect(end!.time - start!.time).toBe(10 * 250);
    // At its start nothing is written; at its end the words are: two different frames.
    await click(page, 'tab', 'Animations');
    await click(page, 'button', `Go to the text keyframe at ${(start!.time / 1000).toFixed(2)} s`);
    const before = await frameHash(page);
    await screenshot(page, 'scene-editor-06-text-start');
    await click(page, 'button', `Go to the text keyframe at ${(end!.time / 1000).toFixed(2)} s`);
    // React draws the new time on its next frame.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await frameHash(page)).not.toBe(before);
    await screenshot(page, 'scene-editor-07-text-written');
    await click(page, 'tab', 'Layers');
    await allSaved(page);
  });

  it('finds everything after a reload, the undo history too', async () => {
    await page.reload();
    await waitForTextGone(page, 'Loading scene...');
    await waitForText(page, 'Rectangle 1');
    await waitForText(page, 'Text 1');
    await page.waitForSelector(`${byRole('button', 'Undo')}:not([disabled])`, { visible: true });
    await screenshot(page, 'scene-editor-08-reloaded');
    await click(page, 'button', 'Undo');
    // The step before the last saved version: the text without its writing keyframes.
    await waitForSaved((d) => (textOf(d)?.keyframes.text ?? []).length === 0, 'the version before the text was written');
    await click(page, 'button', 'Redo');
    await waitForSaved((d) => (textOf(d)?.keyframes.text ?? []).length === 2, 'the text written again');
    await allSaved(page);
  });

  it('opens an earlier version read-only and restores it', async () => {
    const { version: latest } = await saved();
    await click(page, 'button', 'Versions');
    await page.waitForSelector(byRole('table', 'Saved versions'), { visible: true });
    await click(page, 'button', 'Open version 1');
    await waitForText(page, 'Version 1 (read-only)');
    await screenshot(page, 'scene-editor-09-version-open');
    await page.keyboard.press('Escape');
    await waitForTextGone(page, 'Version 1 (read-only)');
    await click(page, 'checkbox', 'Choose version 1 to compare');
    await click(page, 'checkbox', 'Choose version 2 to compare');
    await click(page, 'button', 'Compare');
    await waitForText(page, 'Compare versions 1 and 2');
    await screenshot(page, 'scene-editor-10-compare');
    await click(page, 'button', 'Close the preview');
    await waitForTextGone(page, 'Compare versions 1 and 2');
    await click(page, 'button', 'Restore version 2');
    await waitForText(page, 'Restore version 2?');
    await screenshot(page, 'scene-editor-11-restore-confirm');
    await click(page, 'button', 'Restore');
    await waitForDialogsClosed(page);
    const restored = await savedAfter(latest);
    const two = await ok('/editor/getSceneDocument', { sceneID: seeded.sceneID, version: 2 });
    expect(restored.version).toBe(latest + 1);
    expect(restored.document.elements).toEqual((two.document as SceneDocument).elements);
    await waitForTextGone(page, 'Loading scene...');
    await screenshot(page, 'scene-editor-12-restored');
  });

  it('renames the scene inline: Enter saves, Escape cancels, never empty', async () => {
    await click(page, 'button', 'Scene name Evaporation, click to rename');
    const field = await page.waitForSelector(byRole('textbox', 'Scene name'), { visible: true });
    await field!.click({ count: 3 });
    await page.keyboard.press('Backspace');
    await waitForText(page, 'A scene needs a name.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Evaporation and rain');
    await page.keyboard.press('Enter');
    await page.waitForSelector(byRole('button', 'Scene name Evaporation and rain, click to rename'), { visible: true });
    const until = Date.now() + 10_000;
    while ((await ok('/editor/getScene', { sceneID: seeded.sceneID })).scene.data.name !== 'Evaporation and rain') {
      if (Date.now() > until) throw new Error('the new name was never saved');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await click(page, 'button', 'Scene name Evaporation and rain, click to rename');
    await page.keyboard.type(' (draft)');
    await page.keyboard.press('Escape');
    await page.waitForSelector(byRole('button', 'Scene name Evaporation and rain, click to rename'), { visible: true });
    await screenshot(page, 'scene-editor-13-renamed');
  });

  it('has no serious accessibility problems', async () => {
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });
});
