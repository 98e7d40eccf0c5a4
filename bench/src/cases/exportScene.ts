// The exporter's render of a 30 s 1920x1080 scene of 100 animated elements (strokes drawn on, some
// pencil strokes, handwritten words, images fading in, drawings moved into place) to MP4 in one chunk:
// the built client's #/export-render page in headless Chromium, WebCodecs H.264, ffmpeg -c copy.
// Prints the time (target 12 s) with the browser already open, the frames a second, the ratio to real
// time, and the frame check at 5 fixed times: the encoded canvas against the scene player's own
// renderFrameToCanvas (pixel for pixel), and the decoded MP4 against it (PSNR, H.264 is lossy).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkFrames, createRenderer, joinChunks, probeMp4, serveClientFiles, whiteboardScene, type Renderer } from '@wb/exporter';
import { nowMs, reportUnder } from './latency';
import { report } from '../measure';

const ROOT = path.resolve(__dirname, '../../..');
const DIST = process.env.EXPORT_CLIENT_DIST ?? path.join(ROOT, 'frontend/dist');
const FPS = 30;
const SECONDS = 30;
const TARGET_S = 12;
const IMAGE_PATH = '/api/v1/blobs/bench/checker.png';
/** A 16x16 checker PNG, drawn scaled up by the image elements. */
const CHECKER = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAJUlEQVR4nGNQTX4NR3+fdcERLnGGQaiBGEXI4oNRwyAM1pEYDwCGCfAQVRR3HwAAAABJRU5ErkJggg==', 'base64');
/** 1 s, 7.5 s, 15 s, 22.5 s and the last frame. */
const PROBES = [30, 225, 450, 675, SECONDS * FPS - 1];

const ensureBuilt = (): void => {
  if (fs.existsSync(path.join(DIST, 'index.html'))) return;
  console.log('# export_scene: building the client (frontend/dist is missing)');
  execFileSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: ROOT, stdio: 'inherit' });
};

/**
 * Two exporter workers, each with its own browser, rendering the two halves at once and then joined, as
 * the distributed mode's parts are: the time from the start of both to the joined MP4. On two cores
 * one page already uses both, so this shows what a second worker costs or gains here, not on more cores.
 */
const benchTwoWorkers = async (appUrl: string, chunk: { documentJson: string; width: number; height: number; fps: number }, folder: string): Promise<void> => {
  const fetchImage = (url: string) => (new URL(url).pathname === IMAGE_PATH ? CHECKER : null);
  const workers: Renderer[] = [createRenderer({ appUrl, fetchImage }), createRenderer({ appUrl, fetchImage })];
  try {
    // Both browsers open first, as the exporter keeps them.
    await Promise.all(workers.map((w, i) => w.renderChunk({ ...chunk, startFrame: 0, endFrame: 1, outFile: path.join(folder, `warm-${i}.mp4`) })));
    const half = (SECONDS * FPS) / 2;
    const parts = [path.join(folder, 'part-0.mp4'), path.join(folder, 'part-1.mp4')];
    const start = nowMs();
    await Promise.all(workers.map((w, i) => w.renderChunk({ ...chunk, startFrame: i * half, endFrame: (i + 1) * half, outFile: parts[i] as string })));
    const joined = path.join(folder, 'two-workers.mp4');
    await joinChunks(parts, joined);
    const elapsedS = (nowMs() - start) / 1000;
    const facts = await probeMp4(joined);
    console.log(`# export_scene two workers: ${facts.frames} frames ${facts.durationS} s, two halves rendered at once and joined; load average ${os.loadavg()[0]?.toFixed(2)}`);
    reportUnder('export_scene_30s_two_workers', elapsedS, 's', TARGET_S);
  } finally {
    await Promise.all(workers.map((w) => w.close()));
  }
};

export const benchExportScene = async (): Promise<void> => {
  ensureBuilt();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wb-bench-export-'));
  const client = await serveClientFiles(DIST);
  const renderer = createRenderer({ appUrl: client.url, fetchImage: (url) => (new URL(url).pathname === IMAGE_PATH ? CHECKER : null) });
  try {
    const documentJson = JSON.stringify(whiteboardScene({ durationMs: SECONDS * 1000, elements: 100, imageUrl: IMAGE_PATH }));
    const chunk = { documentJson, width: 1920, height: 1080, fps: FPS };
    // The exporter keeps its browser between chunks: open it (and the page) first, with one frame.
    const launchStart = nowMs();
    await renderer.renderChunk({ ...chunk, startFrame: 0, endFrame: 1, outFile: path.join(folder, 'warm.mp4') });
    const launchS = (nowMs() - launchStart) / 1000;

    const outFile = path.join(folder, 'scene.mp4');
    const start = nowMs();
    const result = await renderer.renderChunk({ ...chunk, startFrame: 0, endFrame: SECONDS * FPS, outFile });
    const elapsedS = (nowMs() - start) / 1000;
    const facts = await probeMp4(outFile);
    console.log(
      `# export_scene: ${facts.frames} frames ${facts.width}x${facts.height} ${facts.durationS} s ${facts.codec} (${result.codec}), ${(fs.statSync(outFile).size / 1e6).toFixed(1)} MB; ${result.bakedFrames} frames over baked ink; browser and page opened in ${launchS.toFixed(1)} s before; load average ${os.loadavg()[0]?.toFixed(2)}`,
    );
    reportUnder('export_scene_30s', elapsedS, 's', TARGET_S);
    report('export_fps', result.frames / elapsedS, 'fps');
    report('export_realtime_ratio', Number((SECONDS / elapsedS).toFixed(2)), 'x');

    // The frame check, apart from the timed run: the probes' PNGs would slow it.
    const probed = await renderer.renderChunk({ ...chunk, startFrame: 0, endFrame: SECONDS * FPS, outFile: path.join(folder, 'probed.mp4'), probeFrames: PROBES, probePng: true });
    const same = fs.readFileSync(outFile).equals(fs.readFileSync(path.join(folder, 'probed.mp4')));
    const checks = await checkFrames(path.join(folder, 'probed.mp4'), 0, probed.probes);
    for (const check of checks) {
      const t = ((check.frame * 1000) / FPS / 1000).toFixed(2);
      console.log(
        `# export_frame_check t=${t}s: ${check.samePixels ? 'same pixels as the player' : `${check.differingBytes} bytes differ from the player`}, decoded MP4 PSNR ${check.psnrDb.toFixed(1)} dB`,
      );
    }
    report('export_frames_equal_player', checks.filter((c) => c.samePixels).length, `of ${checks.length}`);
    report('export_min_psnr', Math.min(...checks.map((c) => c.psnrDb)), 'dB');
    // Chromium's H.264 encoder uses several threads above 640x480, and then its bytes vary (decisions).
    console.log(`# export_scene: a second render of the same scene ${same ? 'gave the same bytes' : 'gave different bytes (the encoder is multi-threaded at this size; same pixels in)'}`);
    await benchTwoWorkers(client.url, chunk, folder);
  } finally {
    await renderer.close();
    await client.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
};
