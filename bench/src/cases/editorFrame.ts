// The scene player's frame cost in headless Chromium: the benchmark page (#/dev/scene-player) plays a
// seeded scene of 500 elements with keyframes (rects, paths drawn by pathProgress, text, images,
// groups, masks) and records, per animation frame, React's commit plus Konva's draw. Prints its p95
// (`editor_frame_p95`, target 16 ms) and the frames a second. The interval between animation frames
// cannot drop under 16.7 ms at 60 Hz, so the p95 is of the work a frame costs, not of that interval. The page calls no API, so the built
// client is served as files; it is built first when frontend/dist is missing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { serveClientFiles } from '@wb/exporter';
import { report, sleep } from '../measure';

const ROOT = path.resolve(__dirname, '../../..');
const DIST = path.join(ROOT, 'frontend/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ELEMENTS = Number(process.env.BENCH_EDITOR_ELEMENTS ?? 500);
const WARMUP_MS = Number(process.env.BENCH_EDITOR_WARMUP_MS ?? 1500);
const MEASURE_MS = Number(process.env.BENCH_EDITOR_MEASURE_MS ?? 5000);

interface Summary {
  frames: number;
  fps: number;
  intervalP95: number;
  workP50: number;
  workP95: number;
  drawP95: number;
  commitP95: number;
}

const ensureBuilt = (): void => {
  if (fs.existsSync(path.join(DIST, 'index.html'))) return;
  console.log('# editor_frame: building the client (frontend/dist is missing)');
  execFileSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: ROOT, stdio: 'inherit' });
};

export const benchEditorFrame = async (): Promise<void> => {
  ensureBuilt();
  // frontend/dist on 127.0.0.1 (a secure context), every /api call answered 401: the exporter's own server.
  const client = await serveClientFiles(DIST);
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wb-bench-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--user-data-dir=${userDataDir}`],
    defaultViewport: { width: 1360, height: 860 },
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${client.url}/#/dev/scene-player?elements=${ELEMENTS}`);
    await page.waitForFunction('typeof window.__playerBench === "object"', { timeout: 30_000 });
    await sleep(WARMUP_MS);
    await page.evaluate('window.__playerBench.reset()');
    await sleep(MEASURE_MS);
    const summary = (await page.evaluate('window.__playerBench.summary()')) as Summary;
    console.log(
      `# editor_frame: ${ELEMENTS} elements, ${summary.frames} frames in ${MEASURE_MS} ms; work p50 ${summary.workP50.toFixed(1)} ms, commit p95 ${summary.commitP95.toFixed(1)} ms, draw p95 ${summary.drawP95.toFixed(1)} ms, animation-frame interval p95 ${summary.intervalP95.toFixed(1)} ms; load average ${os.loadavg()[0]?.toFixed(2)}`,
    );
    report('editor_frame_p95', summary.workP95, 'ms');
    report('editor_frame_fps', summary.fps, 'fps');
  } finally {
    await browser.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
    await client.close();
  }
};
