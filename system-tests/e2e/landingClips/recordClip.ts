// Records what a page shows while something happens on it, as a small looping clip and its poster.
// Chromium sends a frame each time it paints (the screencast) with the time it painted; every frame
// is kept for as long as it stood on screen, so a slow machine drops frames but never changes the
// clip's pace. Debian's ffmpeg then crops, scales and encodes it (VP9 in WebM, poster in WebP).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';

export const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
/** What every clip is encoded to: the landing page's FeatureClip reserves this box. */
export const CLIP_SIZE = { width: 640, height: 400 };
const FRAMES_PER_SECOND = 15;

export interface ClipPlan {
  /** The part of the page shown, in CSS pixels; 16:10, like the clip. */
  crop: { x: number; y: number; width: number; height: number };
  seconds: number;
  /** Which moment becomes the poster (what a visitor with reduced motion sees), in seconds from the start. */
  posterAt: number;
  /** frontend/public/landing/<name>.webm and .webp */
  out: string;
}

interface Frame {
  data: string;
  /** Seconds, the browser's clock. */
  timestamp: number;
}

/**
 * Screencasts `page` while `act` runs, for `plan.seconds` from the first frame (act may take longer:
 * the clip ends anyway), and writes the clip and its poster.
 */
export const recordClip = async (page: Page, plan: ClipPlan, act: () => Promise<void>): Promise<{ bytes: number; posterBytes: number; frames: number }> => {
  const frames: Frame[] = [];
  const cdp = await page.createCDPSession();
  cdp.on('Page.screencastFrame', (event: { data: string; sessionId: number; metadata: { timestamp?: number } }) => {
    void cdp.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => undefined);
    if (event.metadata.timestamp !== undefined) frames.push({ data: event.data, timestamp: event.metadata.timestamp });
  });
  await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 });
  const acting = act();
  await new Promise((resolve) => setTimeout(resolve, plan.seconds * 1000 + 300));
  await cdp.send('Page.stopScreencast');
  await cdp.detach();
  await acting;
  if (frames.length === 0) throw new Error(`no frame was painted while recording ${plan.out}`);

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'landing-clip-'));
  try {
    // ffmpeg's concat list: each painted frame with how long it stood, the last one to the clip's end.
    const start = frames[0]!.timestamp;
    const lines: string[] = [];
    frames.forEach((frame, i) => {
      const file = path.join(work, `frame-${String(i).padStart(5, '0')}.png`);
      fs.writeFileSync(file, Buffer.from(frame.data, 'base64'));
      const until = i + 1 < frames.length ? frames[i + 1]!.timestamp : start + plan.seconds;
      lines.push(`file '${file}'`, `duration ${Math.max(0.001, until - frame.timestamp).toFixed(4)}`);
    });
    // The concat demuxer takes the last entry's duration only when the file is named once more.
    lines.push(`file '${path.join(work, `frame-${String(frames.length - 1).padStart(5, '0')}.png`)}'`);
    const list = path.join(work, 'frames.txt');
    fs.writeFileSync(list, `${lines.join('\n')}\n`);

    const { x, y, width, height } = plan.crop;
    const picture = `crop=${width}:${height}:${x}:${y},scale=${CLIP_SIZE.width}:${CLIP_SIZE.height}:flags=lanczos`;
    const ffmpeg = (args: string[]) => execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
    fs.mkdirSync(path.dirname(plan.out), { recursive: true });
    const clip = `${plan.out}.webm`;
    const poster = `${plan.out}.webp`;
    // Screens are flat colour and text: a high CRF keeps them sharp and small; two threads, like the machine.
    ffmpeg([
      ...['-f', 'concat', '-safe', '0', '-i', list],
      ...['-vf', `${picture},fps=${FRAMES_PER_SECOND},format=yuv420p`],
      ...['-t', String(plan.seconds), '-an'],
      ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-deadline', 'good', '-cpu-used', '2', '-row-mt', '1', '-threads', '2', '-g', String(FRAMES_PER_SECOND * 4)],
      clip,
    ]);
    // The poster from the painted frame itself, not from the encoded clip: one loss, not two.
    const shown = frames.reduce((found, frame, i) => (frame.timestamp - start <= plan.posterAt ? i : found), 0);
    ffmpeg(['-i', path.join(work, `frame-${String(shown).padStart(5, '0')}.png`), '-vf', picture, '-c:v', 'libwebp', '-quality', '80', poster]);
    return { bytes: fs.statSync(clip).size, posterBytes: fs.statSync(poster).size, frames: frames.length };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
};
