// A long-lived renderer: one headless Chromium for many chunks, each chunk an evaluate on the client's
// #/export-render page, whose encoded H.264 comes back through an exposed function and is muxed by
// ffmpeg into the chunk's MP4. Chunks of one renderer run one after another. Each renderer's browser
// is bound to one CPU: its H.264 is then the same bytes for the same frames at every size, and two
// renderers of a process take two CPUs (docs/decisions/exportRender.md).
import os from 'node:os';
import { launchChromium } from '@wb/platform';
import type { Browser, Page } from 'puppeteer-core';
import { serveImagesFrom, type FetchImage } from './imageRequests';
import { startMuxer, type Muxer } from './muxer';
import type { FrameProbe, RenderJob, RenderResult } from '@wb/contracts';

export interface RendererOptions {
  /** Where the product's client is served (the gateway, or serveClientFiles); the page is <appUrl>/#/export-render. */
  appUrl: string;
  fetchImage: FetchImage;
  /** The browser binary (CHROMIUM_PATH, else /usr/bin/chromium). */
  executablePath?: string;
  /** The CPU its browser runs on; by default the renderers of a process take the CPUs in turn. */
  cpu?: number;
}

/** The CPU the next renderer of this process takes: in turn, from one chosen by the process id, so that two exporter processes of one machine most likely start apart. */
let nextCpu = process.pid;
const takeCpu = (): number => nextCpu++ % os.availableParallelism();

export interface ChunkRequest {
  /** The scene document as stored (JSON text). */
  documentJson: string;
  /** Frames [startFrame, endFrame); frame k shows the scene at k * 1000 / fps ms. */
  startFrame: number;
  endFrame: number;
  width: number;
  height: number;
  fps: number;
  /** The MP4 written (replaced if it exists); nothing is left there when rendering fails. */
  outFile: string;
  /** Frames done so far in this chunk, called as encoded frames arrive (a few times a second). */
  onFrames?: (framesDone: number) => void;
  signal?: AbortSignal;
  /** Encoder bits per second; about 0.1 bit per pixel per frame by default (6.2 Mbit/s at 1080p30). */
  bitrate?: number;
  /** Scene frames to compare with the scene player's own drawing (tests, bench). */
  probeFrames?: number[];
  probePng?: boolean;
}

export interface ChunkResult {
  frames: number;
  codec: string;
  /** Frames drawn over baked settled elements. */
  bakedFrames: number;
  probes: FrameProbe[];
}

export interface Renderer {
  renderChunk(request: ChunkRequest): Promise<ChunkResult>;
  close(): Promise<void>;
}

const PAGE_READY_MS = 60_000;
/** Long scenes in one chunk take minutes; the DevTools call that renders lasts as long. */
const PROTOCOL_TIMEOUT_MS = 60 * 60_000;

interface OpenPage {
  page: Page;
  /** Where the encoded bytes of the chunk being rendered go. */
  sink: ((bytes: Buffer, frames: number) => Promise<void>) | null;
}

const checkRequest = (r: ChunkRequest): void => {
  const whole = (n: number) => Number.isInteger(n) && n >= 0;
  if (!whole(r.startFrame) || !whole(r.endFrame) || r.endFrame <= r.startFrame) throw new Error('A chunk needs startFrame < endFrame, both whole numbers.');
  if (!whole(r.width) || !whole(r.height) || r.width % 2 || r.height % 2 || r.width === 0 || r.height === 0) throw new Error('The video size must be even numbers of pixels.');
  if (!(r.fps > 0 && r.fps <= 120)) throw new Error('fps must be between 0 and 120.');
};

export const createRenderer = (options: RendererOptions): Renderer => {
  const cpu = options.cpu ?? takeCpu();
  let browser: Promise<Browser> | null = null;
  let open: Promise<OpenPage> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  const browserOf = (): Promise<Browser> => {
    if (browser) return browser;
    const launching = launchChromium({ executablePath: options.executablePath, protocolTimeout: PROTOCOL_TIMEOUT_MS, cpu });
    browser = launching;
    // A browser that crashed or was killed is launched again for the next chunk, not reused dead.
    launching.then(
      (b) =>
        b.once('disconnected', () => {
          if (browser !== launching) return;
          browser = null;
          open = null;
        }),
      () => {
        if (browser === launching) browser = null;
      },
    );
    return launching;
  };

  const openPage = async (): Promise<OpenPage> => {
    const page = await (await browserOf()).newPage();
    const opened: OpenPage = { page, sink: null };
    try {
      await page.exposeFunction('__exportRenderSink', async (base64: string, frames: number) => {
        if (!opened.sink) throw new Error('No chunk is being rendered.');
        await opened.sink(Buffer.from(base64, 'base64'), frames);
      });
      await serveImagesFrom(page, options.fetchImage);
      await page.goto(`${options.appUrl.replace(/\/$/, '')}/#/export-render`, { timeout: PAGE_READY_MS });
      await page.waitForFunction('typeof window.__exportRender === "object"', { timeout: PAGE_READY_MS });
    } catch (err) {
      await page.close().catch(() => undefined);
      throw err;
    }
    return opened;
  };

  /** A page that failed or was cancelled mid-chunk is dropped; the next chunk opens a fresh one. */
  const dropPage = async () => {
    const current = open;
    open = null;
    if (current) await current.then((o) => o.page.close()).catch(() => undefined);
  };

  const render = async (request: ChunkRequest): Promise<ChunkResult> => {
    if (closed) throw new Error('The renderer is closed.');
    request.signal?.throwIfAborted();
    // A page that could not open is not kept: the next chunk tries again.
    const opened = await (open ??= openPage()).catch(async (err: unknown) => {
      await dropPage();
      throw err;
    });
    const muxer: Muxer = startMuxer(request.outFile, request.fps);
    let framesDone = 0;
    opened.sink = async (bytes, frames) => {
      await muxer.write(bytes);
      framesDone += frames;
      request.onFrames?.(framesDone);
    };
    const onAbort = () => void dropPage();
    request.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const job: RenderJob = {
        documentJson: request.documentJson,
        startFrame: request.startFrame,
        endFrame: request.endFrame,
        fps: request.fps,
        width: request.width,
        height: request.height,
        bitrate: request.bitrate ?? Math.round(request.width * request.height * request.fps * 0.1),
        probeFrames: request.probeFrames,
        probePng: request.probePng,
      };
      const result = await opened.page.evaluate((j) => (globalThis as unknown as PageGlobals).__exportRender.render(j), job);
      await muxer.finish();
      return { frames: result.frames, codec: result.codec, bakedFrames: result.bakedFrames, probes: result.probes };
    } catch (err) {
      muxer.abort();
      await dropPage();
      request.signal?.throwIfAborted();
      throw err;
    } finally {
      opened.sink = null;
      request.signal?.removeEventListener('abort', onAbort);
    }
  };

  return {
    renderChunk(request) {
      checkRequest(request);
      const next = queue.then(() => render(request));
      queue = next.catch(() => undefined);
      return next;
    },
    async close() {
      closed = true;
      await queue;
      const current = browser;
      browser = null;
      open = null;
      if (current) await current.then((b) => b.close()).catch(() => undefined);
    },
  };
};

/** What the #/export-render page puts on its window once it is ready. */
interface PageGlobals {
  __exportRender: { render(job: RenderJob): Promise<RenderResult> };
}
