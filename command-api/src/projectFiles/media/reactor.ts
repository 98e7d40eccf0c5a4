// The video media reactor (spec 002, "Videos"; docs/decisions/projectFiles.md): on each version of
// a project's video for review it copies the stored file to a temporary folder, reads its duration,
// frame rate and size with ffprobe, and for a video a browser cannot play makes an H.264 MP4 proxy and
// a poster frame with ffmpeg, stored through the BlobStore. Its results come back as commands on the
// file's media stream. One event at a time (the reactor runtime's order), each tool bounded in time,
// the input bounded in size; a version already settled is passed over, so a repeat does nothing. A
// library video linked to a project later is worked on at its link (domain/media/decide.ts, mediaDue).
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { blobKeyOfUrl, UploadPaths, UploadPurposes, type AnyRecordedEvent } from '@wb/contracts';
import { deterministicUuid, type BlobStore, type EventStore, type Reactor } from '@wb/platform';
import { systemMetadata } from '../../shared/commandMetadata';
import { fold } from '../../shared/domain/decider';
import { handlerOf } from '../../shared/handle';
import { loadState } from '../../shared/streams';
import { fileAggregate } from '../../assets/domain/file/aggregate';
import type { FileEvent } from '../../assets/domain/file/state';
import { fileMediaAggregate } from '../domain/media/aggregate';
import { mediaDue, type MediaCommand } from '../domain/media/decide';
import { probeOf } from './probe';
import { ffprobe, makePoster, makeProxy, MediaToolError, type MediaToolLimits } from './tools';

export interface VideoMediaOptions {
  readonly eventStore: EventStore;
  readonly blobs: BlobStore;
  /** Largest video worked on; the asset uploads' bound by default. */
  readonly maxInputBytes?: number;
  readonly limits?: MediaToolLimits;
}

const DEFAULT_LIMITS: MediaToolLimits = { probeMs: 60_000, transcodeMs: 20 * 60_000 };

/** The file as it was at this event: its version number, address, type and whether it is for review. */
const fileAt = async (eventStore: EventStore, event: AnyRecordedEvent) => {
  const recorded = await eventStore.readStream(event.streamId);
  const upTo = recorded.filter((e) => e.revision <= event.revision) as unknown as FileEvent[];
  return fold(fileAggregate.evolve, fileAggregate.initialState, upTo);
};

/** A key of the product's upload shape (asset/yyyy/mm/uuid.ext), so the file's readers may read it (blobHolders). */
const derivedKey = (time: string, seed: string, extension: string): string => {
  const [year = '1970', month = '01'] = time.slice(0, 7).split('-');
  return `asset/${year}/${month}/${deterministicUuid(seed)}.${extension}`;
};

export const videoMediaReactor = (options: VideoMediaOptions): Reactor => {
  const { eventStore, blobs } = options;
  const limits = options.limits ?? DEFAULT_LIMITS;
  const maxInputBytes = options.maxInputBytes ?? UploadPurposes.asset.maxBytes;
  const media = handlerOf(eventStore, fileMediaAggregate);
  const report = (fileID: string, command: MediaCommand, eventId: string) => media.handle(systemMetadata(`media-${eventId}`), fileID, () => command);

  const work = async (fileID: string, version: number, url: string, time: string, eventId: string): Promise<void> => {
    const key = blobKeyOfUrl(url);
    const found = key === null ? null : await blobs.get(key);
    const fail = (reason: string) => report(fileID, { type: 'RecordMediaFailure', fileID, version, reason }, eventId).then(() => undefined);
    if (found === null) return fail('No file is stored at its address.');
    if (found.info.size > maxInputBytes) {
      found.body.destroy();
      return fail(`Larger than ${maxInputBytes} bytes.`);
    }
    const dir = await mkdtemp(join(tmpdir(), 'wb-media-'));
    try {
      const input = join(dir, 'input');
      await pipeline(found.body, createWriteStream(input));
      const probe = probeOf(await ffprobe(input, limits));
      if (probe === null) return await fail('It holds no video.');
      await report(fileID, { type: 'RecordMediaProbe', fileID, version, probe }, eventId);
      if (probe.playable) return;
      const proxy = join(dir, 'proxy.mp4');
      const poster = join(dir, 'poster.jpg');
      await makeProxy(input, proxy, limits);
      const posterMade = await makePoster(input, poster, limits).then(
        () => true,
        () => false,
      );
      const seed = `${fileID}|${version}`;
      const proxyKey = derivedKey(time, `proxy|${seed}`, 'mp4');
      await blobs.put(proxyKey, createReadStream(proxy), { contentType: 'video/mp4' });
      const posterKey = posterMade && (await stat(poster)).size > 0 ? derivedKey(time, `poster|${seed}`, 'jpg') : null;
      if (posterKey !== null) await blobs.put(posterKey, createReadStream(poster), { contentType: 'image/jpeg' });
      const urlOf = (k: string) => `${UploadPaths.blobs}/${k}`;
      await report(fileID, { type: 'RecordProxy', fileID, version, proxyUrl: urlOf(proxyKey), posterUrl: posterKey === null ? null : urlOf(posterKey) }, eventId);
    } catch (err) {
      // The file's fault (not a video, a codec ffmpeg lacks, too long to convert): said once, not retried.
      if (err instanceof MediaToolError) return await fail(err.message);
      throw err;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  return {
    name: 'videoMedia',
    // A library video becomes a project's at its link: that event is its first here.
    eventTypes: ['FileUploaded', 'FileVersionAdded', 'FileLinkedToProject'],
    async react(event) {
      const file = await fileAt(eventStore, event);
      if (file === null) return;
      const version = mediaDue(file, await loadState(eventStore, fileMediaAggregate, file.fileID));
      if (version === null) return;
      await work(file.fileID, version, file.url, event.metadata.time, event.metadata.eventId);
    },
  };
};
