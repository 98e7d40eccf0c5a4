// The exporter's renderer end to end: the built client's #/export-render page in Debian's headless
// Chromium draws a seeded whiteboard scene with the scene player's drawing, encodes it with WebCodecs
// and ffmpeg muxes it. Needs the built client (frontend/dist, or EXPORT_CLIENT_DIST) and ffmpeg.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRenderer, type ChunkRequest, type Renderer } from './renderer';
import { joinChunks, probeMp4 } from './mp4Files';
import { checkFrames, decodedFrameHashes } from './frameCheck';
import { serveClientFiles, type ServedClient } from './serveClientFiles';
import { whiteboardScene } from './whiteboardScene';

const DIST = process.env.EXPORT_CLIENT_DIST ?? path.resolve(__dirname, '../../../frontend/dist');
/** A 16x16 checker PNG: the scene's images, served to the page by fetchImage. */
const CHECKER = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAJUlEQVR4nGNQTX4NR3+fdcERLnGGQaiBGEXI4oNRwyAM1pEYDwCGCfAQVRR3HwAAAABJRU5ErkJggg==', 'base64');
const IMAGE_PATH = '/api/v1/blobs/sample/checker.png';
const FPS = 30;
const FRAMES = 120;
/** Five fixed frames: the first, the last and three between, where strokes, words and images are mid-way. */
const PROBES = [0, 29, 60, 91, 119];
/**
 * The decoded MP4 against the player's frame. H.264 is lossy and 4:2:0 halves the colour resolution:
 * coloured strokes on white cap the PSNR near 33 dB before any encoding (decisions, exportRender).
 */
const MIN_PSNR_DB = 30;

const documentJson = JSON.stringify(whiteboardScene({ durationMs: (FRAMES * 1000) / FPS, elements: 14, imageUrl: IMAGE_PATH }));

describe('renderChunk', () => {
  let client: ServedClient;
  let renderer: Renderer;
  let folder: string;
  const imagesAsked: string[] = [];
  const fetchImage = (url: string) => {
    imagesAsked.push(url);
    return new URL(url).pathname === IMAGE_PATH ? CHECKER : null;
  };
  const chunk = (startFrame: number, endFrame: number, name: string, size = { width: 640, height: 360 }): ChunkRequest => ({
    documentJson,
    startFrame,
    endFrame,
    ...size,
    fps: FPS,
    outFile: path.join(folder, name),
  });

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wb-render-test-'));
    client = await serveClientFiles(DIST);
    renderer = createRenderer({ appUrl: client.url, fetchImage });
  });

  afterAll(async () => {
    await renderer?.close();
    await client?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('renders the scene to an MP4 whose frames are the scene player frames', async () => {
    const progress: number[] = [];
    const result = await renderer.renderChunk({ ...chunk(0, FRAMES, 'whole.mp4'), probeFrames: PROBES, probePng: true, onFrames: (n) => progress.push(n) });
    expect(result.frames).toBe(FRAMES);
    expect(await probeMp4(path.join(folder, 'whole.mp4'))).toEqual({ durationS: 4, width: 640, height: 360, frames: FRAMES, codec: 'h264', frameRate: '30/1' });
    expect(progress.at(-1)).toBe(FRAMES);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(imagesAsked.some((url) => url.endsWith(IMAGE_PATH))).toBe(true);
    // The back of the scene is baked once settled, and still every probed frame is the player's, exactly.
    expect(result.bakedFrames).toBeGreaterThan(0);
    const checks = await checkFrames(path.join(folder, 'whole.mp4'), 0, result.probes);
    expect(checks.map((c) => c.frame)).toEqual(PROBES);
    for (const check of checks) {
      expect(check).toEqual(expect.objectContaining({ samePixels: true, differingBytes: 0 }));
      expect(check.psnrDb).toBeGreaterThanOrEqual(MIN_PSNR_DB);
    }
  }, 60_000);

  // Each renderer's browser is bound to one CPU, so Chromium's software H.264 encoder runs one thread:
  // the same frames give the same bytes at every size (decisions, exportRender).
  const FULL_HD = { width: 1920, height: 1080 };

  it('gives the same bytes for the same input, at 640x360 and at 1920x1080', async () => {
    await renderer.renderChunk(chunk(0, FRAMES, 'again.mp4'));
    expect(fs.readFileSync(path.join(folder, 'again.mp4')).equals(fs.readFileSync(path.join(folder, 'whole.mp4')))).toBe(true);
    await renderer.renderChunk(chunk(0, 60, 'hd1.mp4', FULL_HD));
    await renderer.renderChunk(chunk(0, 60, 'hd2.mp4', FULL_HD));
    expect(fs.readFileSync(path.join(folder, 'hd1.mp4')).equals(fs.readFileSync(path.join(folder, 'hd2.mp4')))).toBe(true);
  }, 60_000);

  it('joins chunks from two browsers on two CPUs into the same bytes as one browser gives, at 1920x1080, losing no frame', async () => {
    const other = createRenderer({ appUrl: client.url, fetchImage });
    try {
      // Two workers at once, each rendering a half...
      const [first, second] = await Promise.all([renderer.renderChunk(chunk(0, 60, 'a0.mp4', FULL_HD)), other.renderChunk(chunk(60, FRAMES, 'a1.mp4', FULL_HD))]);
      expect([first.frames, second.frames]).toEqual([60, 60]);
      // ...and the other way round, one after the other.
      await other.renderChunk(chunk(0, 60, 'b0.mp4', FULL_HD));
    } finally {
      await other.close();
    }
    await renderer.renderChunk(chunk(60, FRAMES, 'b1.mp4', FULL_HD));
    const files = (names: string[]) => names.map((name) => path.join(folder, name));
    await joinChunks(files(['a0.mp4', 'a1.mp4']), path.join(folder, 'joinedA.mp4'));
    await joinChunks(files(['b0.mp4', 'b1.mp4']), path.join(folder, 'joinedB.mp4'));
    const joinedA = fs.readFileSync(path.join(folder, 'joinedA.mp4'));
    // Which browser rendered which chunk, and on which CPU, makes no difference to the file.
    expect(joinedA.equals(fs.readFileSync(path.join(folder, 'joinedB.mp4')))).toBe(true);
    expect(await probeMp4(path.join(folder, 'joinedA.mp4'))).toEqual({ durationS: 4, width: 1920, height: 1080, frames: FRAMES, codec: 'h264', frameRate: '30/1' });
    // The join re-encodes nothing: its pictures are the chunks' pictures, in order.
    const chunkPictures = [...(await decodedFrameHashes(path.join(folder, 'a0.mp4'))), ...(await decodedFrameHashes(path.join(folder, 'a1.mp4')))];
    expect(await decodedFrameHashes(path.join(folder, 'joinedA.mp4'))).toEqual(chunkPictures);
  }, 120_000);

  it('stops a cancelled chunk and leaves no file', async () => {
    const controller = new AbortController();
    const outFile = path.join(folder, 'cancelled.mp4');
    const rendering = renderer.renderChunk({ ...chunk(0, FRAMES, 'cancelled.mp4'), signal: controller.signal, onFrames: () => controller.abort() });
    await expect(rendering).rejects.toThrow();
    expect(fs.existsSync(outFile)).toBe(false);
    expect(fs.readdirSync(folder).filter((name) => name.includes('.part'))).toEqual([]);
    // The renderer goes on with the next chunk on a fresh page.
    expect((await renderer.renderChunk(chunk(0, 30, 'after.mp4'))).frames).toBe(30);
  }, 30_000);
});
