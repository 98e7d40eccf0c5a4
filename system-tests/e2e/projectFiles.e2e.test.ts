// The project's hub in the browser (spec 000 section 2, spec 002 "File review screens"): /project/{id}
// opens its files; a 10 s video (made here with ffmpeg) is uploaded through the Videos upload box with a
// progress bar; a comment at 0:07 with a box drawing, opened by its deep link, shows exactly frame 210
// (the video's currentTime lies inside frame 210, never the one before); after version 2 is uploaded
// under the same name, the comment still opens version 1 and says so (before that, two comments on
// frame 210 share one marker counting 2 whose menu selects each: docs/decisions/reviewMarkers.md); an
// image and an SVG zoom and pan, the SVG shown as an image. Screens at 1280, 800 and 400 px, axe
// finding nothing serious.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { seriousAccessibilityProblems } from './axe';
import { byRole, click, screenshot, signIn, waitForText } from './browser';
import { startJourney } from './journey';
import { FPS, freshDir, hasFfmpeg, makeVideo, shownFrame, waitForSeekTo } from './reviewVideo';

const PROJECT = 'Cell cycle';
const VIDEO = 'Mitosis cut.mp4';
const seeded = { projectID: '' };
// A real 2x2 PNG, so the upload's content check accepts it.
const PNG_2X2 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

let api: HttpClient;
const ok = async (p: string, body: unknown) => {
  const answer = await api.post(`/api${p}`, body);
  if (answer.status !== 200) throw new Error(`${p} failed: ${answer.status} ${answer.text}`);
  return answer.body as Record<string, any>;
};

const seed = async (app: TestApp): Promise<void> => {
  api = new HttpClient(app.url);
  await api.signIn(app.adminEmail, app.adminPassword);
  seeded.projectID = (await ok('/project/create', { name: PROJECT, groups: [] })).project.projectID;
};

/**
 * axe's serious problems, each with the start of the element it found, so a failure says where. The
 * comment panel inside the right column is the review area's, checked by its own journey
 * (reviewPanel.e2e.test.ts); the toasts are the notifications' own.
 */
const expectNoSeriousAxe = async (page: Page) => {
  const problems = await seriousAccessibilityProblems(page, ['.mantine-Notifications-root', '[data-comments-column] > *']);
  const described = await Promise.all(
    problems.map(async (p) => {
      const selector = /\["([^"]+)"\]/.exec(p.replaceAll('\\"', "'"))?.[1];
      const html = selector ? await page.$eval(selector, (el) => el.outerHTML.slice(0, 200)).catch(() => '') : '';
      return `${p} ${html}`;
    }),
  );
  expect(described).toEqual([]);
};

const projectFile = async (name: string) => {
  const { files } = await ok('/files/getProjectFiles', { projectID: seeded.projectID });
  return (files as { fileID: string; name: string; version: number; versions: { version: number; url: string }[] }[]).find((f) => f.name === name);
};

/** Uploads through a Layers panel section's box, and waits for this upload's row to say Finished. */
const uploadInto = async (page: Page, section: 'svg' | 'video' | 'image', file: string) => {
  const name = path.basename(file);
  const [chooser] = await Promise.all([page.waitForFileChooser(), page.locator(`[data-upload-box="${section}"]`).click()]);
  const done = `[data-upload="${name}"][data-upload-status="done"]`;
  const before = (await page.$$(done)).length;
  await chooser.accept([file]);
  await page.waitForSelector(`[data-upload="${name}"]`);
  // This upload's own row: an earlier upload of the same name may still be listed as finished.
  await page.waitForFunction((sel: string, n: number) => document.querySelectorAll(sel).length > n, { timeout: 30_000 }, done, before);
  // And its file listed: the row is inserted above the section's upload box once the read model has
  // the file, which may be after "Finished" on a busy machine; a click on a box meanwhile (the next
  // upload) can land on the row moving into its place and open that file instead of the chooser.
  await page.waitForSelector(`[data-file-row="${name}"]`, { timeout: 30_000 });
};
const uploadVideo = (page: Page, file: string) => uploadInto(page, 'video', file);

(hasFfmpeg ? describe : describe.skip)('a project page as the hub of its files (skipped when ffmpeg is missing: apt-get install ffmpeg)', () => {
  const j = startJourney('zz-project-files-last', seed);
  let page: Page;
  let fileID = '';
  let commentID = '';

  beforeAll(async () => {
    page = j.page;
    await page.setViewport({ width: 1280, height: 860 });
    await signIn(page, j.app.url, j.app.adminEmail, j.app.adminPassword);
  }, 60_000);

  it('opens /project/{id} on its files, with the header and the Layers panel', async () => {
    await page.goto(`${j.app.url}/#/project/${seeded.projectID}`);
    await page.waitForFunction((id: string) => window.location.hash === `#/project/${id}/files`, {}, seeded.projectID);
    await page.waitForSelector('[data-layers-section="video"]');
    await waitForText(page, 'Scene editor');
    await page.waitForSelector('[data-beta]');
    await waitForText(page, 'Choose a file to review');
    await screenshot(page, 'h7-01-project-files-1280');
    await expectNoSeriousAxe(page);
  }, 60_000);

  it('opens the project by its name too', async () => {
    await page.goto(`${j.app.url}/#/project/${encodeURIComponent(PROJECT)}/files`);
    await page.waitForSelector('[data-layers-section="svg"]');
    await waitForText(page, PROJECT);
  }, 60_000);

  it('uploads a 10 s video into Videos with a progress bar, and opens it', async () => {
    await page.goto(`${j.app.url}/#/project/${seeded.projectID}/files`);
    await page.waitForSelector('[data-upload-box="video"]');
    await uploadVideo(page, makeVideo(VIDEO, 10, 'testsrc'));
    await page.waitForSelector(`[data-file-row="${VIDEO}"]`);
    fileID = (await projectFile(VIDEO))!.fileID;
    await page.locator(`[data-file-row="${VIDEO}"] a`).click();
    await page.waitForFunction((id: string) => window.location.hash.endsWith(`/files/${id}`), {}, fileID);
    // The server reads the video's media first ('Preparing a playable copy...' until then).
    await page.waitForSelector('[data-review-video]', { timeout: 60_000 });
    await page.waitForFunction(() => ((document.querySelector('[data-review-video]') as HTMLVideoElement | null)?.readyState ?? 0) >= 1, { timeout: 30_000 });
    await screenshot(page, 'h7-02-video-1280');
    await expectNoSeriousAxe(page);
  }, 90_000);

  it('steps one frame with . and shows it as mm:ss:ff', async () => {
    await page.locator('[data-review-video]').click();
    await page.keyboard.press('k');
    await page.keyboard.press('.');
    await page.keyboard.press('.');
    await waitForSeekTo(page, 2);
    await page.waitForSelector('[data-current-frame="2"]');
    await waitForText(page, '00:00:02');
  }, 60_000);

  it('comments at 0:07 with a box drawn over the video', async () => {
    await click(page, 'link', 'Comments');
    await page.waitForFunction((id: string) => window.location.hash.endsWith(`/files/${id}/comments`), {}, fileID);
    // Paused on frame 2: back to 0, a 5 s jump (frame 150), then 60 frame steps to 0:07 (frame 210).
    await page.keyboard.press(',');
    await page.keyboard.press(',');
    await page.keyboard.press('l');
    for (let i = 0; i < 60; i++) await page.keyboard.press('.');
    await waitForSeekTo(page, 210);
    await waitForText(page, '00:07:00');
    await click(page, 'button', 'Box');
    const box = (await (await page.waitForSelector('[data-annotation-shapes] canvas'))!.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.35, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.5, { steps: 5 });
    await page.mouse.up();
    await waitForText(page, '1 shape drawn');
    // The comment box is a combobox: it offers the team on an @-word.
    const input = await page.waitForSelector(byRole('combobox', 'New comment'), { visible: true });
    await input!.click();
    await input!.type('The spindle forms too early', { delay: 10 });
    await click(page, 'button', 'Save');
    const started = Date.now();
    let threads: { commentID: string; timestamp: number | null; annotations: unknown[] }[] = [];
    while (threads.length === 0 && Date.now() - started < 15_000) {
      threads = (await ok('/comments/getFileComments', { projectID: seeded.projectID, fileID })).comments;
      if (threads.length === 0) await new Promise((r) => setTimeout(r, 300));
    }
    expect(threads).toHaveLength(1);
    expect(threads[0]!.timestamp).toBe(210);
    expect(threads[0]!.annotations).toHaveLength(1);
    commentID = threads[0]!.commentID;
    await screenshot(page, 'h7-03a-comment-saved-1280');
  }, 90_000);

  it('opens the comment by its deep link on exactly frame 210 with its drawing', async () => {
    const frame = 7 * FPS;
    // Elsewhere first, so the deep link opens the file afresh.
    await page.goto(`${j.app.url}/#/project/${seeded.projectID}/files`);
    await page.waitForSelector('[data-layers-section="video"]');
    await page.goto(`${j.app.url}/#/project/${seeded.projectID}/files/${fileID}/comments/${commentID}`);
    await page.waitForSelector('[data-review-video]', { timeout: 30_000 });
    await waitForSeekTo(page, frame);
    const shown = await shownFrame(page);
    expect(shown.frame).toBe(210);
    expect(shown.time).toBeGreaterThan(7);
    await page.waitForSelector('[data-current-frame="210"]');
    await page.waitForSelector('[data-annotation-shapes="1"]');
    await page.waitForSelector(`[data-comment-marker="${commentID}"][aria-pressed="true"]`);
    await waitForText(page, 'The spindle forms too early');
    await screenshot(page, 'h7-03-comment-deep-link-1280');
    await expectNoSeriousAxe(page);
  }, 90_000);

  it('draws two comments on the same frame as one marker counting 2, whose menu selects each and seeks to its frame', async () => {
    const other = (await ok('/comments/saveComment', { projectID: seeded.projectID, fileID, data: { text: 'The chromosomes are not aligned yet', timestamp: 210 } })).comment.commentID as string;
    // The file's comments with none selected: the video stands on frame 0, away from the marker.
    await page.goto(`${j.app.url}/#/project/${seeded.projectID}/files`);
    await page.waitForSelector('[data-layers-section="video"]');
    await page.goto(`${j.app.url}/#/project/${seeded.projectID}/files/${fileID}/comments`);
    await page.waitForSelector('[data-review-video]', { timeout: 30_000 });
    const stack = '[data-comment-bar] button[data-comment-stack="2"]';
    await page.waitForSelector(stack, { visible: true });
    expect(await page.$eval(stack, (b) => [b.getAttribute('aria-label'), (b as HTMLElement).innerText, b.getAttribute('aria-pressed')])).toEqual(['2 comments at 00:07:00', '2', 'false']);
    // Both comments are in it: no single marker is drawn for either.
    expect(await page.$$('[data-comment-bar] [data-comment-marker]')).toHaveLength(0);
    expect((await shownFrame(page)).frame).toBe(0);

    // A click selects the earliest (the one made first) and seeks to its frame, with a menu of both.
    await page.locator(stack).click();
    await page.waitForFunction((id: string) => window.location.hash.endsWith(`/comments/${id}`), {}, commentID);
    await waitForSeekTo(page, 210);
    await page.waitForSelector('[data-annotation-shapes="1"]');
    await page.waitForSelector(`${stack}[aria-pressed="true"]`);
    await page.waitForSelector('[role="menu"] [data-stack-item]', { visible: true });
    const items = await page.$$eval('[role="menu"] [data-stack-item]', (all) =>
      all.map((i) => ({ id: i.getAttribute('data-stack-item'), current: i.getAttribute('aria-current'), text: (i as HTMLElement).innerText.replace(/\s+/g, ' ').trim() })),
    );
    expect(items).toEqual([
      { id: commentID, current: 'true', text: '00:07:00 The spindle forms too early' },
      { id: other, current: null, text: '00:07:00 The chromosomes are not aligned yet' },
    ]);
    await waitForText(page, '2 comments at 00:07:00');
    await screenshot(page, 'h7-03b-stacked-marker-1280');
    await expectNoSeriousAxe(page);

    // The other one: selected, and the video seeks again to exactly frame 210 (a seek of its own,
    // counted by the video's seeked events, not the position left by the earliest's).
    await page.$eval('[data-review-video]', (v) => {
      const w = window as unknown as { seeks: number[] };
      w.seeks = [];
      v.addEventListener('seeked', () => w.seeks.push((v as HTMLVideoElement).currentTime));
    });
    await page.locator(`[role="menu"] [data-stack-item="${other}"]`).click();
    await page.waitForSelector('[role="menu"]', { hidden: true });
    await page.waitForFunction((id: string) => window.location.hash.endsWith(`/comments/${id}`), {}, other);
    await page.waitForFunction(() => (window as unknown as { seeks: number[] }).seeks.length > 0);
    await waitForSeekTo(page, 210);
    expect(await page.evaluate(() => (window as unknown as { seeks: number[] }).seeks.map((t) => Math.floor(t * 30 + 1e-6)))).toEqual([210]);
    await page.waitForSelector('[data-current-frame="210"]');
    await page.waitForSelector(`${stack}[aria-pressed="true"]`);
    // Its drawing: none (the earliest's box is no longer shown).
    await page.waitForSelector('[data-annotation-shapes="0"]');
    await expectNoSeriousAxe(page);
  }, 90_000);

  it('keeps opening a version 1 comment on version 1 after version 2 is uploaded', async () => {
    await page.goto(`${j.app.url}/#/project/${seeded.projectID}/files`);
    await uploadVideo(page, makeVideo(VIDEO, 4, 'smptebars'));
    // The same name makes version 2 of the same file (once the read model has it).
    await page.waitForSelector(`[data-file-row="${VIDEO}"][data-file-version="2"]`, { timeout: 30_000 });
    const file = (await projectFile(VIDEO))!;
    expect(file.fileID).toBe(fileID);
    expect(file.version).toBe(2);
    const v1 = file.versions.find((v) => v.version === 1)!.url;
    await page.goto(`${j.app.url}/#/project/${seeded.projectID}/files/${fileID}/comments/${commentID}`);
    await page.waitForSelector('[data-version-note="1"]', { timeout: 60_000 });
    await waitForText(page, 'Made on version 1 — the current version is 2');
    await waitForSeekTo(page, 210);
    expect((await shownFrame(page)).src).toContain(v1);
    await screenshot(page, 'h7-04-older-version-1280');
    await click(page, 'button', 'See the current version');
    await page.waitForFunction(() => !document.querySelector('[data-version-note]'));
    // Version 2 plays (once its playable copy is made), never version 1 any more.
    await page.waitForFunction(
      (url: string) => {
        const v = document.querySelector('[data-review-video]') as HTMLVideoElement | null;
        return v !== null && !v.currentSrc.includes(url) && v.currentSrc !== '';
      },
      { timeout: 60_000 },
      v1,
    );
    // Choosing the same comment again (its marker) changes no address, and still shows version 1 again.
    await page.locator('[data-comment-bar] button[data-comment-stack="2"]').click();
    await page.waitForSelector('[data-version-note="1"]');
    await page.keyboard.press('Escape');
  }, 150_000);

  it('looks finished at 800 and 400 px', async () => {
    await page.goto(`${j.app.url}/#/project/${seeded.projectID}/files/${fileID}/comments/${commentID}`);
    for (const width of [800, 400]) {
      await page.setViewport({ width, height: 860 });
      await page.waitForSelector('[data-review-video]');
      await new Promise((r) => setTimeout(r, 500));
      await screenshot(page, `h7-05-comment-${width}`);
      await expectNoSeriousAxe(page);
    }
    await page.setViewport({ width: 1280, height: 860 });
  }, 60_000);

  it('shows an image and an SVG with zoom and pan, the SVG as an image (one with a script is refused at upload)', async () => {
    const png = path.join(freshDir('i-'), 'Spindle.png');
    fs.writeFileSync(png, PNG_2X2);
    const svg = path.join(freshDir('s-'), 'Cell.svg');
    fs.writeFileSync(svg, '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="#3b5bdb"/><text x="10" y="50">Mitosys</text></svg>');
    await page.goto(`${j.app.url}/#/project/${seeded.projectID}/files`);
    await uploadInto(page, 'image', png);
    await uploadInto(page, 'svg', svg);
    for (const name of ['Spindle.png', 'Cell.svg']) {
      await page.locator(`[data-file-row="${name}"] a`).click();
      await page.waitForSelector(`[data-image-viewer] img[alt="${name}"]`);
      await page.waitForFunction(() => ((document.querySelector('[data-image-viewer] img') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);
      await click(page, 'button', 'Zoom in');
      await page.waitForSelector('[data-zoom="1.2"]');
      const frame = (await (await page.$('[data-image-viewer]'))!.boundingBox())!;
      await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
      await page.mouse.down();
      await page.mouse.move(frame.x + frame.width / 2 + 40, frame.y + frame.height / 2 + 20, { steps: 4 });
      await page.mouse.up();
      // The last move's render may land after the release on a busy machine: wait for it, then check.
      await page.waitForFunction(() => (document.querySelector('[data-zoom]') as HTMLElement | null)?.style.transform.includes('translate(40px, 20px)'), { timeout: 5_000 }).catch(() => undefined);
      const transform = await page.$eval('[data-zoom]', (el) => (el as HTMLElement).style.transform);
      expect(transform).toContain('translate(40px, 20px)');
    }
    // Its misspelled word, neither saved nor dismissed, puts the dot on Comments and is listed there.
    await page.waitForSelector('[data-comments-dot]', { timeout: 30_000 });
    await click(page, 'link', 'Comments (unresolved comments or unsaved misspelled words)');
    await waitForText(page, 'Spelling Errors');
    await waitForText(page, 'Mitosys');
    await screenshot(page, 'h7-06-svg-1280');
    expect(await page.$$('[data-image-viewer] svg rect[fill="#3b5bdb"]')).toHaveLength(0);
    await expectNoSeriousAxe(page);
  }, 90_000);

  it('plays the checked videos one after another with Play all, sorted and remembered, and rings the bell at the end', async () => {
    await page.goto(`${j.app.url}/#/project/${seeded.projectID}/files`);
    await page.waitForSelector('[data-layers-section="video"]');
    await page.evaluate(() => localStorage.removeItem('setting:svg-sort'));
    await uploadVideo(page, makeVideo('b short.mp4', 1, 'testsrc'));
    await uploadVideo(page, makeVideo('a short.mp4', 1, 'smptebars'));
    // The bell is counted where it is made: each ring starts one audio context.
    await page.evaluate(() => {
      const w = window as unknown as { bells: number; AudioContext: typeof AudioContext };
      w.bells = 0;
      const Real = w.AudioContext;
      w.AudioContext = class extends Real {
        constructor() {
          super();
          w.bells += 1;
        }
      };
    });
    await click(page, 'button', 'Play all');
    const dialog = '[role="dialog"]';
    await page.waitForSelector(`${dialog} input[type="checkbox"]`);
    const names = () => page.$$eval(`${dialog} li label`, (labels) => labels.map((l) => (l as HTMLElement).innerText.trim()));
    expect(await names()).toEqual(['a short.mp4', 'b short.mp4', VIDEO]);
    /** The Play button's label and whether it is disabled. */
    const playButton = () =>
      page.evaluate(() => {
        const button = Array.from(document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')).find((b) => b.innerText.trim().startsWith('Play'));
        return button ? [button.innerText.trim(), button.disabled] : null;
      });
    expect(await playButton()).toEqual(['Play', true]);

    // Newest first by date, remembered for next time.
    await page.locator(`${dialog} ::-p-text(Date)`).click();
    await page.waitForFunction(() => localStorage.getItem('setting:svg-sort') === 'date');
    expect((await names())[0]).toBe('a short.mp4');
    await page.locator(`${dialog} ${byRole('checkbox', 'All videos')}`).click();
    expect(await playButton()).toEqual(['Play All', false]);
    await page.locator(`${dialog} ${byRole('checkbox', VIDEO)}`).click();
    expect(await playButton()).toEqual(['Play 2', false]);
    await page.locator(`${dialog} ${byRole('switch', 'Ring a bell at the end')}`).click();
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('exporterSettings') ?? '{}').playBell === true);
    await page.waitForSelector(`${dialog} input[role="switch"]:checked`);
    await screenshot(page, 'h7-play-all-dialog-1280');
    await expectNoSeriousAxe(page);

    await page.locator(`${dialog} ::-p-text(Play 2)`).click();
    await waitForText(page, 'Playing 1 of 2: a short.mp4');
    await screenshot(page, 'h7-play-all-playing-1280');
    await waitForText(page, 'Playing 2 of 2: b short.mp4');
    expect(await page.evaluate(() => (window as unknown as { bells: number }).bells)).toBe(0);
    await waitForText(page, 'All 2 videos have played.');
    expect(await page.evaluate(() => (window as unknown as { bells: number }).bells)).toBe(1);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
  }, 120_000);

  it("deletes a file after 'Yes, delete'", async () => {
    await page.goto(`${j.app.url}/#/project/${seeded.projectID}/files/${fileID}`);
    await click(page, 'button', `Menu of ${VIDEO}`);
    await click(page, 'menuitem', 'Delete');
    await click(page, 'button', 'Yes, delete');
    await page.waitForFunction((id: string) => window.location.hash === `#/project/${id}/files`, {}, seeded.projectID);
    await page.waitForFunction((name: string) => !document.querySelector(`[data-file-row="${name}"]`), {}, VIDEO);
  }, 60_000);
});
