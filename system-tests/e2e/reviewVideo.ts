// The project files journey's videos (projectFiles.e2e.test.ts): test pattern videos made with ffmpeg,
// and the frame the review video element shows once it has sought there.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';

export const FPS = 30;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wb-review-'));

/** A fresh folder under the journey's temporary one, for a file that must keep its name. */
export const freshDir = (prefix: string): string => fs.mkdtempSync(path.join(dir, prefix));

// Debian's ffmpeg (apt-get install ffmpeg), or the one FFMPEG names.
const FFMPEG = process.env.FFMPEG ?? 'ffmpeg';
export const hasFfmpeg = (() => {
  try {
    execFileSync(FFMPEG, ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** A test pattern video of `seconds` at 30 fps, H.264 in mp4, which Chromium plays as stored. */
export const makeVideo = (name: string, seconds: number, pattern: string): string => {
  const file = path.join(freshDir('v-'), name);
  execFileSync(
    FFMPEG,
    ['-v', 'error', '-f', 'lavfi', '-i', `${pattern}=duration=${seconds}:size=320x240:rate=${FPS}`, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-y', file],
    { stdio: 'ignore' },
  );
  return file;
};

/** The frame the video shows (the one whose span holds currentTime), once it has seeked and is paused. */
export const shownFrame = (page: Page) =>
  page.$eval('[data-review-video]', (v) => {
    const video = v as HTMLVideoElement;
    return { frame: Math.floor(video.currentTime * 30 + 1e-6), time: video.currentTime, src: video.currentSrc };
  });

/** Until the video stands on `frame`: sought to its middle ((frame + 0.5) / 30 s), the seek done, a picture there. */
export const waitForSeekTo = async (page: Page, frame: number) => {
  try {
    await page.waitForFunction(
      (n: number) => {
        const v = document.querySelector('[data-review-video]') as HTMLVideoElement | null;
        return !!v && v.readyState >= 2 && !v.seeking && Math.abs(v.currentTime - (n + 0.5) / 30) < 1e-3;
      },
      { timeout: 30_000 },
      frame,
    );
  } catch (err) {
    // Which of the conditions never held, so that a failure under load says why.
    const state = await page
      .$eval('[data-review-video]', (v) => {
        const video = v as HTMLVideoElement;
        return {
          readyState: video.readyState,
          networkState: video.networkState,
          seeking: video.seeking,
          paused: video.paused,
          currentTime: video.currentTime,
          error: video.error?.code ?? null,
          src: video.currentSrc,
        };
      })
      .catch(() => 'no video element');
    throw new Error(`the video did not stand on frame ${frame}: ${JSON.stringify(state)}`, { cause: err });
  }
};
