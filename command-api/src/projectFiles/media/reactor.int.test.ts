import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { blobKeyOfUrl, type AnyRecordedEvent } from '@wb/contracts';
import { createInMemoryEventStore, createLogger, LocalBlobStore, type EventStore } from '@wb/platform';
import type { CommandMetadata } from '../../shared/commandMetadata';
import { handlerOf } from '../../shared/handle';
import { fileAggregate } from '../../assets/domain/file/aggregate';
import { videoMediaReactor } from './reactor';

// Debian's ffmpeg (apt-get install -y ffmpeg), found on the PATH.
const FFMPEG = 'ffmpeg';
const FFPROBE = 'ffprobe';

const hasFfmpeg = spawnSync(FFMPEG, ['-version']).status === 0 && spawnSync(FFPROBE, ['-version']).status === 0;
if (!hasFfmpeg) console.warn('Skipping the video media reactor test: ffmpeg or ffprobe is not installed (apt-get install -y ffmpeg).');

const meta = (): CommandMetadata => ({ userID: 7, time: '2026-01-02T03:04:05.000Z', requestId: randomUUID(), idempotencyKey: null, commandId: randomUUID() });
const ctx = (eventId: string) => ({ eventId, attempt: 1, logger: createLogger({ level: 'silent', name: 'test' }) });

/** A one-second test picture (30 fps, 160x120) made by ffmpeg, with the codec args given. */
const makeVideo = (path: string, args: readonly string[]): void => {
  const made = spawnSync(FFMPEG, ['-nostdin', '-y', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=1:size=160x120:rate=30', ...args, path]);
  if (made.status !== 0) throw new Error(String(made.stderr));
};

(hasFfmpeg ? describe : describe.skip)('the video media reactor', () => {
  let dir: string;
  let blobs: LocalBlobStore;
  let eventStore: EventStore;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wb-media-test-'));
    blobs = new LocalBlobStore(join(dir, 'blobs'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    eventStore = createInMemoryEventStore();
  });

  /**
   * A project's video for review as /project/addFile records it (or, with `project` null, a video the
   * asset library's upload records in no project); answers its recorded FileUploaded.
   */
  const uploadVideo = async (
    fileID: string,
    extension: string,
    codecArgs: readonly string[],
    project: { id: string; name: string } | null = { id: 'p1', name: 'Cells' },
  ): Promise<AnyRecordedEvent> => {
    const path = join(dir, `${fileID}.${extension}`);
    makeVideo(path, codecArgs);
    const bytes = await readFile(path);
    const url = `/api/v1/blobs/asset/2026/01/${randomUUID()}.${extension}`;
    await blobs.put(blobKeyOfUrl(url) ?? '', Readable.from(bytes), { metadata: { userid: '7' } });
    await handlerOf(eventStore, fileAggregate).handle(meta(), fileID, () => ({
      type: 'UploadFile',
      fileID,
      uuid: `u-${fileID}`,
      name: `Cut.${extension}`,
      fileType: extension,
      url,
      size: bytes.length,
      projectAssetType: null,
      userID: 7,
      userName: 'Ada Lovelace',
      project,
      placement: null,
      stored: { purpose: 'asset', extension, size: bytes.length, uploaderID: 7 },
      reviewCheck: project === null ? undefined : { contentMatches: true },
    }));
    const [event] = await eventStore.readStream(`file-${fileID}`);
    if (!event) throw new Error('no upload');
    // The store's record of a FileUploaded the file's own handler just wrote.
    return event as AnyRecordedEvent;
  };

  it('probes an avi, makes an H.264 MP4 proxy and a poster through the BlobStore, and reports them once', async () => {
    const event = await uploadVideo('avi1', 'avi', ['-c:v', 'mpeg4']);
    const reactor = videoMediaReactor({ eventStore, blobs });
    expect(reactor.eventTypes).toEqual(['FileUploaded', 'FileVersionAdded', 'FileLinkedToProject']);
    await reactor.react(event, ctx(event.metadata.eventId));

    const reported = await eventStore.readStream('filemedia-avi1');
    expect(reported.map((e) => e.type)).toEqual(['VideoProbed', 'VideoProxyReady']);
    expect(reported[0]?.data).toEqual({ fileID: 'avi1', version: 1, durationMs: 1000, frameRate: 30, width: 160, height: 120, playable: false });
    const ready = reported[1]?.data as { proxyUrl: string; posterUrl: string | null };
    expect(ready.proxyUrl).toMatch(/^\/api\/v1\/blobs\/asset\/2026\/01\/[0-9a-f-]{36}\.mp4$/);
    expect(ready.posterUrl).toMatch(/\.jpg$/);

    // The proxy is an H.264 MP4 a browser plays.
    const proxy = await blobs.get(blobKeyOfUrl(ready.proxyUrl) ?? '');
    expect(proxy).not.toBeNull();
    const chunks: Buffer[] = [];
    for await (const chunk of proxy?.body ?? []) chunks.push(chunk as Buffer);
    const proxyPath = join(dir, 'proxy-check.mp4');
    await writeFile(proxyPath, Buffer.concat(chunks));
    const probed = spawnSync(FFPROBE, ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name,pix_fmt', '-of', 'csv=p=0', proxyPath]);
    expect(String(probed.stdout).trim()).toBe('h264,yuv420p');
    expect(await blobs.head(blobKeyOfUrl(ready.posterUrl ?? '') ?? '')).not.toBeNull();

    // Delivered again (a retry after a crash): the settled version is passed over.
    await reactor.react(event, ctx(event.metadata.eventId));
    expect(await eventStore.readStream('filemedia-avi1')).toHaveLength(2);
  }, 60_000);

  it('probes a library video when it is linked to a project, once, whatever is delivered again after', async () => {
    const uploaded = await uploadVideo('lib1', 'avi', ['-c:v', 'mpeg4'], null);
    const reactor = videoMediaReactor({ eventStore, blobs });
    // The runtime delivers only the types named: the link must be one of them.
    expect(reactor.eventTypes).toContain('FileLinkedToProject');
    // In the library only: not a project's file, so nothing is read.
    await reactor.react(uploaded, ctx(uploaded.metadata.eventId));
    expect(await eventStore.readStream('filemedia-lib1')).toEqual([]);

    /** Links the file to a project as /files/linkToProject does; answers the recorded link. */
    const link = async (projectID: string): Promise<AnyRecordedEvent> => {
      await handlerOf(eventStore, fileAggregate).handle(meta(), 'lib1', () => ({ type: 'LinkFileToProject', projectID, project: { id: projectID, name: `Project ${projectID}` } }));
      const linked = (await eventStore.readStream('file-lib1')).filter((e) => e.type === 'FileLinkedToProject').at(-1);
      if (!linked) throw new Error('no link');
      return linked as AnyRecordedEvent;
    };
    const first = await link('p1');
    await reactor.react(first, ctx(first.metadata.eventId));
    const reported = await eventStore.readStream('filemedia-lib1');
    expect(reported.map((e) => e.type)).toEqual(['VideoProbed', 'VideoProxyReady']);
    expect(reported[0]?.data).toEqual({ fileID: 'lib1', version: 1, durationMs: 1000, frameRate: 30, width: 160, height: 120, playable: false });
    const ready = reported[1]?.data as { proxyUrl: string; posterUrl: string | null };
    expect(await blobs.head(blobKeyOfUrl(ready.proxyUrl) ?? '')).not.toBeNull();
    expect(await blobs.head(blobKeyOfUrl(ready.posterUrl ?? '') ?? '')).not.toBeNull();

    // The same link delivered again by a restarted reactor, a link to a second project, and the
    // whole stream replayed from its start: the settled version is passed over every time.
    const restarted = videoMediaReactor({ eventStore, blobs });
    await restarted.react(first, ctx(first.metadata.eventId));
    const second = await link('p2');
    await restarted.react(second, ctx(second.metadata.eventId));
    for (const event of await eventStore.readStream('file-lib1')) await restarted.react(event as AnyRecordedEvent, ctx(event.metadata.eventId));
    expect((await eventStore.readStream('filemedia-lib1')).map((e) => e.type)).toEqual(['VideoProbed', 'VideoProxyReady']);
  }, 60_000);

  it('probes an H.264 MP4 as playable and makes no proxy', async () => {
    const event = await uploadVideo('mp41', 'mp4', ['-c:v', 'libx264', '-pix_fmt', 'yuv420p']);
    await videoMediaReactor({ eventStore, blobs }).react(event, ctx(event.metadata.eventId));
    const reported = await eventStore.readStream('filemedia-mp41');
    expect(reported.map((e) => [e.type, (e.data as { playable?: boolean }).playable])).toEqual([['VideoProbed', true]]);
  }, 60_000);

  it('reports a stored file that is no video as failed', async () => {
    const event = await uploadVideo('bad1', 'mp4', ['-c:v', 'libx264', '-pix_fmt', 'yuv420p']);
    const url = (event.data as { url: string }).url;
    await blobs.put(blobKeyOfUrl(url) ?? '', Readable.from(Buffer.from('not a video at all')), {});
    await videoMediaReactor({ eventStore, blobs }).react(event, ctx(event.metadata.eventId));
    const reported = await eventStore.readStream('filemedia-bad1');
    expect(reported.map((e) => e.type)).toEqual(['VideoMediaFailed']);
    expect((reported[0]?.data as { version: number }).version).toBe(1);
  }, 60_000);
});
