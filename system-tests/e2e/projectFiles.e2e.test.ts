// The project's hub in the browser (spec 000 section 2, spec 002 "File review screens"): /project/{id}
// opens its files; a 10 s video (made here with ffmpeg) is uploaded through the Videos upload box with a
// progress bar; a comment at 0:07 with a box drawing, opened by its deep link, shows exactly frame 210
// (the video's currentTime lies inside frame 210, never the one before); after version 2 is uploaded
// under the same name, the comment still opens version 1 and says so; an image and an SVG zoom and pan,
// the SVG shown as an image. Screens at 1280, 800 and 400 px, axe finding nothing serious.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { seriousAccessibilityProblems } from './axe';
import { byRole, click, screenshot, signIn, waitForText } from './browser';
import { startJourney } from './journey';

const PROJECT = 'Cell cycle';
const VIDEO = 'Mitosis cut.mp4';
const FPS = 30;
const seeded = { projectID: '' };
// A real 2x2 PNG, so the upload's content check accepts it.
const PNG_2X2 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wb-review-'));

// Debian's ffmpeg (apt-get install ffmpeg), or the one FFMPEG names.
const FFMPEG = process.env.FFMPEG ?? 'ffmpeg';
const hasFfmpeg = (() => {
  try {
    execFileSync(FFMPEG, ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** A test pattern video of `seconds` at 30 fps, H.264 in mp4, which Chromium plays as stored. */
const makeVideo = (name: string, seconds: number, pattern: string): string => {
  const sub = fs.mkdtempSync(path.join(dir, 'v-'));
  const file = path.join(sub, name);
  execFileSync(
    FFMPEG,
    ['-v', 'error', '-f', 'lavfi', '-i', `${pattern}=duration=${seconds}:size=320x240:rate=${FPS}`, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-y', file],
    { stdio: 'ignore' },
  );
  return file;
};

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
};
const uploadVideo = (page: Page, file: string) => uploadInto(page, 'video', file);

/** The frame the video shows (the one whose span holds currentTime), once it has seeked and is paused. */
const shownFrame = (page: Page) =>
  page.$eval('[data-review-video]', (v) => {
    const video = v as HTMLVideoElement;
    return { frame: Math.floor(video.currentTime * 30 + 1e-6), time: video.currentTime, src: video.currentSrc };
  });

const waitForSeekTo = async (page: Page, frame: number) => {
  await page.waitForFunction(
    (n: number) => {
      const v = document.querySelector('[data-review-video]') as HTMLVideoElement | null;
      return !!v && v.readyState >= 2 && !v.seeking && Math.abs(v.currentTime - (n + 0.5) / 30) < 1e-3;
    },
    { timeout: 30_000 },
    frame,
  );
};

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
    // Version 2 plays (or says it is being prepared), never version 1 any more.
    await page.waitForFunction(
      (url: string) => {
        const v = document.querySelector('[data-review-video]') as HTMLVideoElement | null;
        return v ? !v.currentSrc.includes(url) && v.currentSrc !== '' : document.querySelector('[data-media-state]') !== null;
      },
      {},
      v1,
    );
  }, 120_000);

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
    const png = path.join(fs.mkdtempSync(path.join(dir, 'i-')), 'Spindle.png');
    fs.writeFileSync(png, PNG_2X2);
    const svg = path.join(fs.mkdtempSync(path.join(dir, 's-')), 'Cell.svg');
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
