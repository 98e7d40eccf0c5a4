// The exporter service with the real renderer: headless Chromium on the built client (frontend/dist,
// or EXPORT_CLIENT_DIST) and ffmpeg. A scene of 360 frames is two parts (300 + 60); one worker and two
// workers sharing the parts store the same MP4, and the scene's image comes from the BlobStore.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { InProcessBus, LocalBlobStore, silentLogger, type BlobStore } from '@wb/platform';
import { probeMp4 } from '../render/mp4Files';
import { whiteboardScene } from '../render/whiteboardScene';
import { chromiumRenderer } from './chromiumRenderer';
import { FakeExportWorld, MemoryDocuments } from './exporter.testKit';
import { startExporterService, type RunningExporter } from './exporterService';
import type { ExportRenderer } from './renderer';

const DIST = process.env.EXPORT_CLIENT_DIST ?? resolve(__dirname, '../../../frontend/dist');
/** A 16x16 checker PNG, stored as an imported scene's picture is. */
const CHECKER = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAJUlEQVR4nGNQTX4NR3+fdcERLnGGQaiBGEXI4oNRwyAM1pEYDwCGCfAQVRR3HwAAAABJRU5ErkJggg==', 'base64');
const IMAGE_KEY = 'sceneImage/2026/11/5b0f7c1e-3c55-4c7a-9d0e-4f1a2b3c4d5e.png';

const bytesOf = async (blobs: BlobStore, key: string): Promise<Buffer> => {
  const found = await blobs.get(key);
  if (found === null) throw new Error(`nothing stored at ${key}`);
  const parts: Buffer[] = [];
  for await (const part of found.body) parts.push(part as Buffer);
  return Buffer.concat(parts);
};

describe('the exporter service rendering with Chromium', () => {
  let dir: string;
  let bus: InProcessBus;
  let blobs: BlobStore;
  let world: FakeExportWorld;
  const documents = new MemoryDocuments();
  const running: RunningExporter[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wb-exporter-e2e-'));
    bus = new InProcessBus();
    blobs = new LocalBlobStore(join(dir, 'blobs'));
    world = new FakeExportWorld(bus);
    await blobs.put(IMAGE_KEY, Readable.from([CHECKER]), { contentType: 'image/png' });
    const scene = whiteboardScene({ durationMs: 12_000, elements: 12, imageUrl: `/api/v1/blobs/${IMAGE_KEY}` });
    await documents.create('scenes', 'scene-1/1', JSON.stringify(scene));
  });

  afterAll(async () => {
    await Promise.all(running.map((r) => r.stop()));
    await bus.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** Parts rendered by each worker, in the order started. */
  const partsBy: number[] = [];
  const worker = async () => {
    const real = chromiumRenderer({ blobs, logger: silentLogger(), clientDir: DIST });
    const at = partsBy.push(0) - 1;
    const renderer: ExportRenderer = { ...real, renderChunk: (job) => real.renderChunk(job).then(() => void (partsBy[at] = (partsBy[at] ?? 0) + 1)) };
    running.push(await startExporterService({ bus, blobs, documents, reports: world, renderer, logger: silentLogger(), workDir: join(dir, `work-${running.length}`) }));
  };

  const exportScene = async (exportID: string): Promise<Buffer> => {
    world.request(exportID, 'scene-1/1', 1, { width: 640, height: 360 });
    await world.settled(exportID);
    await world.idle();
    const record = world.record(exportID);
    expect(record.failed).toBeNull();
    expect(record.completed).toMatchObject({ frames: 360, durationMs: 12_000 });
    return bytesOf(blobs, record.completed?.blobKey ?? '');
  };

  it('stores one MP4 of the whole scene, and the same bytes when two workers share its parts', async () => {
    const imageReads = jest.spyOn(blobs, 'get');
    await worker();
    const alone = await exportScene('export-alone');
    expect(imageReads.mock.calls.some(([key]) => key === IMAGE_KEY)).toBe(true);
    const file = join(dir, 'alone.mp4');
    await writeFile(file, alone);
    expect(await probeMp4(file)).toEqual({ durationS: 12, width: 640, height: 360, frames: 360, codec: 'h264', frameRate: '30/1' });
    expect(await blobs.list('export-parts/')).toEqual([]);

    await worker();
    const shared = await exportScene('export-shared');
    expect(partsBy).toEqual([3, 1]);
    expect(shared.equals(alone)).toBe(true);
  }, 90_000);
});
