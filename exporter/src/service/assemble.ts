// The last step of an export: the parts, downloaded in order, joined without re-encoding into one MP4,
// stored under the export's key, reported completed, and the parts removed. A BlobStore put is
// visible only once complete (the port's promise), so nobody ever reads a half-written MP4; and the
// key is derived from what was rendered, so two workers that both see the set complete store the same
// bytes under the same key, and command-api records the completion once.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ExporterDeps } from './deps';
import { failExport, FailureReasons } from './failures';
import { chunkPrefixOf, urlOfKey } from './keys';
import type { ChunkRequest } from './messages';
import { durationOfFrames, framesOf } from './plan';

type Job = Pick<ChunkRequest, 'exportKind' | 'exportID' | 'fps'>;

const removeParts = async (deps: ExporterDeps, job: Job): Promise<void> => {
  const parts = await deps.blobs.list(chunkPrefixOf(job.exportKind, job.exportID));
  for (const part of parts) await deps.blobs.delete(part.key);
};

const reportCompleted = async (deps: ExporterDeps, job: Job, exportKey: string, size: number, frames: number): Promise<void> => {
  await deps.reports.completed(job.exportKind, job.exportID, { url: urlOfKey(exportKey), blobKey: exportKey, size, frames, durationMs: durationOfFrames(frames, job.fps) });
  deps.ledger.forget(job.exportID);
  await removeParts(deps, job);
};

/**
 * When the export's MP4 is already stored (a repeated part, a worker that lost the race to join),
 * confirms it (command-api records a completion once) and answers true: there is nothing to render.
 */
export const confirmStored = async (deps: ExporterDeps, chunk: ChunkRequest, exportKey: string): Promise<boolean> => {
  const stored = await deps.blobs.head(exportKey);
  if (stored === null) return false;
  const read = await deps.readDocument(chunk.documentKey);
  const frames = 'document' in read ? framesOf(read.document.durationMs, chunk.fps) : 0;
  await reportCompleted(deps, chunk, exportKey, stored.size, frames);
  return true;
};

export interface Assembly {
  /** The parts' keys in order, as command-api recorded them. */
  readonly chunkKeys: readonly string[];
  readonly exportKey: string;
  readonly framesTotal: number;
}

export const assemble = async (deps: ExporterDeps, chunk: ChunkRequest, assembly: Assembly): Promise<void> => {
  const dir = await mkdtemp(join(deps.workDir, 'join-'));
  try {
    const files: string[] = [];
    for (const [index, key] of assembly.chunkKeys.entries()) {
      const part = await deps.blobs.get(key);
      if (part === null) {
        // Another worker joined them first and removed them: its MP4 is what this one would have made.
        if (await confirmStored(deps, chunk, assembly.exportKey)) return;
        deps.logger.error({ exportKind: chunk.exportKind, exportID: chunk.exportID, blobKey: key }, 'export part missing at join');
        await failExport(deps, chunk, FailureReasons.renderFailed);
        return;
      }
      const file = join(dir, `part-${String(index).padStart(5, '0')}.mp4`);
      await pipeline(part.body, createWriteStream(file));
      files.push(file);
    }
    const out = join(dir, 'export.mp4');
    try {
      await deps.renderer.joinChunks(files, out);
    } catch (err) {
      // ffmpeg refusing these parts would refuse them again: said once, not retried.
      deps.logger.error({ err, exportKind: chunk.exportKind, exportID: chunk.exportID }, 'export parts failed to join');
      await failExport(deps, chunk, FailureReasons.renderFailed);
      return;
    }
    const { size } = await stat(out);
    await deps.blobs.put(assembly.exportKey, createReadStream(out), { contentType: 'video/mp4' });
    await reportCompleted(deps, chunk, assembly.exportKey, size, assembly.framesTotal);
    deps.logger.info({ exportKind: chunk.exportKind, exportID: chunk.exportID, size, frames: assembly.framesTotal }, 'export completed');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
