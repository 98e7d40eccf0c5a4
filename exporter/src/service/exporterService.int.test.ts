import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InProcessBus, LocalBlobStore, silentLogger, type BlobStore } from '@wb/platform';
import { FakeExportWorld, FakeRenderer, MemoryDocuments, sceneJson, untilAborted, type FakeRendererOptions } from './exporter.testKit';
import { startExporterService, type RunningExporter } from './exporterService';
import { FailureReasons } from './failures';

const streamToBuffer = async (body: NodeJS.ReadableStream): Promise<Buffer> => {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(part as Buffer);
  return Buffer.concat(parts);
};

describe('the exporter service over the in-process Bus', () => {
  let dir: string;
  let bus: InProcessBus;
  let blobs: BlobStore;
  let documents: MemoryDocuments;
  let world: FakeExportWorld;
  const running: RunningExporter[] = [];

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wb-exporter-test-'));
    bus = new InProcessBus({ retryDelayMs: 5 });
    blobs = new LocalBlobStore(join(dir, 'blobs'));
    documents = new MemoryDocuments();
    world = new FakeExportWorld(bus);
    await documents.create('scenes', 'scene-1/1', sceneJson(25_000));
  });

  afterEach(async () => {
    await Promise.all(running.splice(0).map((r) => r.stop()));
    await bus.close();
    await rm(dir, { recursive: true, force: true });
  });

  const worker = async (options: FakeRendererOptions = {}) => {
    const renderer = new FakeRenderer(options);
    const exporter = await startExporterService({ bus, blobs, documents, reports: world, renderer, logger: silentLogger(), workDir: join(dir, `work-${running.length}`) });
    running.push(exporter);
    return { renderer, exporter };
  };

  /** Runs one export to its end and answers the stored MP4's bytes and the completion. */
  const exportScene = async (exportID: string) => {
    world.request(exportID, 'scene-1/1');
    await world.settled(exportID);
    await world.idle();
    const record = world.record(exportID);
    const stored = record.completed === null ? null : await blobs.get(record.completed.blobKey);
    return { record, bytes: stored === null ? null : await streamToBuffer(stored.body) };
  };

  it('plans a 25 s scene into parts of 300 frames, renders them, joins them into one stored MP4 and removes the parts', async () => {
    const { renderer } = await worker();
    const { record, bytes } = await exportScene('export-a');
    expect(renderer.rendered).toEqual([
      { startFrame: 0, endFrame: 300 },
      { startFrame: 300, endFrame: 600 },
      { startFrame: 600, endFrame: 750 },
    ]);
    expect(record.failed).toBeNull();
    expect(record.completed).toMatchObject({ frames: 750, durationMs: 25_000, size: bytes?.length });
    expect(record.completed?.url).toBe(`/api/v1/blobs/${record.completed?.blobKey}`);
    expect(record.completed?.blobKey).toMatch(/^exportVideo\/2026\/11\/[0-9a-f-]{36}\.mp4$/);
    expect(
      bytes
        ?.toString()
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split(' frames ')[1]),
    ).toEqual(['0-300', '300-600', '600-750']);
    expect(await blobs.list('export-parts/')).toEqual([]);
    // At most one report a second, the first a second after the work started: none in this quick run.
    expect(record.progress).toEqual([]);
  });

  it('gives the same bytes with two workers sharing the parts as with one', async () => {
    await documents.create('scenes', 'scene-1/2', sceneJson(100_000));
    const one = await worker();
    world.request('export-one', 'scene-1/2');
    await world.settled('export-one');
    await world.idle();
    const second = await worker();
    world.request('export-two', 'scene-1/2');
    await world.settled('export-two');
    await world.idle();

    const read = async (id: string) => streamToBuffer((await blobs.get(world.record(id).completed?.blobKey ?? ''))!.body);
    const [alone, shared] = await Promise.all([read('export-one'), read('export-two')]);
    expect(alone.toString().split('\n').filter(Boolean)).toHaveLength(10);
    expect(shared).toEqual(alone);
    // Ten parts for the second export, and each worker rendered some of them.
    const partsOfSecond = (r: FakeRenderer) => r.rendered.length;
    expect(partsOfSecond(one.renderer)).toBeGreaterThan(10);
    expect(partsOfSecond(second.renderer)).toBeGreaterThan(0);
    expect(partsOfSecond(one.renderer) + partsOfSecond(second.renderer)).toBe(20);
  });

  it('renders again, elsewhere, the part of a worker stopped mid-part, and stores one MP4', async () => {
    let reachedPart: () => void = () => undefined;
    const midPart = new Promise<void>((resolve) => (reachedPart = resolve));
    const first = await worker({
      before: async (job) => {
        reachedPart();
        await untilAborted(job.signal);
      },
    });
    world.request('export-k', 'scene-1/1');
    await midPart;
    const second = await worker();
    await first.exporter.stop();
    await world.settled('export-k');
    await world.idle();

    const record = world.record('export-k');
    expect(record.failed).toBeNull();
    expect(record.completions).toBe(1);
    expect(first.renderer.rendered).toEqual([]);
    expect(second.renderer.rendered).toHaveLength(3);
    expect((await blobs.list('exportVideo/')).length).toBe(1);
    expect(await blobs.list('export-parts/')).toEqual([]);
  });

  it('keeps the part of an interrupted worker on the Bus, and a worker started later renders it into one MP4', async () => {
    let reachedPart: () => void = () => undefined;
    const midPart = new Promise<void>((resolve) => (reachedPart = resolve));
    const first = await worker({
      before: async (job) => {
        reachedPart();
        await untilAborted(job.signal);
      },
    });
    world.request('export-i', 'scene-1/1');
    await midPart;
    // The embedded stop: interrupt while subscribed, so the relay's publish of the part is refused.
    first.exporter.interrupt();
    await world.idle();
    await first.exporter.stop();
    expect(world.parked.map((m) => m.type)).toEqual(['ExportChunkRequested', 'ExportChunkRequested', 'ExportChunkRequested']);
    expect(world.record('export-i').failed).toBeNull();

    const next = await worker();
    await world.retryParked();
    await world.settled('export-i');
    expect(world.record('export-i').completed?.frames).toBe(750);
    expect(next.renderer.rendered).toHaveLength(3);
    expect((await blobs.list('exportVideo/')).length).toBe(1);
  });

  it('tries a part that failed to render once more before failing the export', async () => {
    const { renderer } = await worker({
      before: async (_job, call) => {
        if (call === 1) throw new Error('Target closed');
      },
    });
    const { record } = await exportScene('export-r');
    expect(record.failed).toBeNull();
    expect(record.completed?.frames).toBe(750);
    expect(renderer.rendered).toHaveLength(3);
  });

  it('fails the export with words its requester can read when a part never renders, passes over its other parts, and stores nothing', async () => {
    const { renderer } = await worker({
      before: async () => {
        throw new Error('VideoEncoder: unsupported configuration');
      },
    });
    const { record } = await exportScene('export-f');
    expect(record.completed).toBeNull();
    expect(record.failed).toBe(FailureReasons.renderFailed);
    // The first part tried twice; the two others not at all.
    expect(renderer.calls).toBe(2);
    expect(await blobs.list('')).toEqual([]);
  });

  it('fails an export whose document is missing or lasts 0 seconds, without rendering', async () => {
    const { renderer } = await worker();
    await documents.create('scenes', 'scene-1/empty', sceneJson(0));
    world.request('export-missing', 'scene-1/404');
    world.request('export-empty', 'scene-1/empty');
    await world.settled('export-missing');
    await world.settled('export-empty');
    expect(world.record('export-missing').failed).toBe(FailureReasons.documentMissing);
    expect(world.record('export-empty').failed).toBe(FailureReasons.empty);
    expect(renderer.rendered).toEqual([]);
  });

  it('leaves one file and one completion when the Bus delivers every message again', async () => {
    const { renderer } = await worker();
    const first = await exportScene('export-twice');
    await world.redeliverAll();
    await world.idle();
    const record = world.record('export-twice');
    expect(record.completions).toBeGreaterThan(1);
    expect(record.completed).toEqual(first.record.completed);
    expect(renderer.rendered).toHaveLength(3);
    expect(renderer.joins).toBe(1);
    expect((await blobs.list('')).map((b) => b.key)).toEqual([record.completed?.blobKey]);
  });

  it('closes the renderer when stopped', async () => {
    const { renderer, exporter } = await worker();
    await exporter.stop();
    expect(renderer.closed).toBe(true);
  });
});
