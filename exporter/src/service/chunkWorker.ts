// One part of an export (consumer group `exporter-chunks`): render frames [startFrame, endFrame) to
// an MP4 file, store it under a key derived from what it holds, and report it rendered. The worker
// whose report completes the set joins the parts into the export's MP4 (assemble.ts).
//
// Repeats are expected (the Bus delivers at least once, /admin/launchExporter asks again): a part
// already stored is not rendered again, and a part of an export whose MP4 is stored only confirms it.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExportJobRef } from '@wb/contracts';
import { assemble, confirmStored } from './assemble';
import type { ExporterDeps } from './deps';
import { failExport, FailureReasons } from './failures';
import { chunkKeyOf, exportKeyOf } from './keys';
import type { ChunkRequest } from './messages';
import { framesOf } from './plan';

/** Tries of one part in one delivery: a browser that crashed once gets one more chance before the export is failed. */
const RENDER_TRIES = 2;

/** Thrown when the service stops mid-part: the delivery fails, so the Bus hands the part to a worker again. */
export class RenderStopped extends Error {
  constructor() {
    super('The exporter stopped while rendering; the part will be rendered again.');
    this.name = 'RenderStopped';
  }
}

/** Frames in each part of this export's plan (they are all this long but the last). */
const partLengthOf = (chunk: ChunkRequest): number => (chunk.index > 0 ? chunk.startFrame / chunk.index : chunk.endFrame - chunk.startFrame);

const renderToFile = async (deps: ExporterDeps, chunk: ChunkRequest, documentJson: string, framesTotal: number, outFile: string, signal: AbortSignal): Promise<boolean> => {
  const job: ExportJobRef = { exportKind: chunk.exportKind, exportID: chunk.exportID };
  const onFrames = (framesInPart: number) =>
    deps.ledger.frames(chunk.exportID, partLengthOf(chunk), framesInPart, framesTotal, (done, total) => deps.reports.progressed(job.exportKind, job.exportID, done, total));
  for (let attempt = 1; attempt <= RENDER_TRIES; attempt++) {
    try {
      await deps.renderer.renderChunk({ documentJson, startFrame: chunk.startFrame, endFrame: chunk.endFrame, width: chunk.width, height: chunk.height, fps: chunk.fps, outFile, onFrames, signal });
      return true;
    } catch (err) {
      if (signal.aborted) throw new RenderStopped();
      deps.logger.error({ err, ...job, index: chunk.index, attempt }, 'export part failed to render');
    }
  }
  return false;
};

export const renderPart = async (deps: ExporterDeps, chunk: ChunkRequest, signal: AbortSignal): Promise<void> => {
  const { exportKind, exportID } = chunk;
  if (deps.ledger.hasFailed(exportID)) return;
  const exportKey = exportKeyOf(chunk, chunk.requestedAt);
  if (await confirmStored(deps, chunk, exportKey)) return;

  const read = await deps.readDocument(chunk.documentKey);
  if ('problem' in read) {
    await failExport(deps, chunk, read.problem === 'missing' ? FailureReasons.documentMissing : FailureReasons.documentMalformed);
    return;
  }
  const framesTotal = framesOf(read.document.durationMs, chunk.fps);
  const key = chunkKeyOf(chunk);
  if ((await deps.blobs.head(key)) === null) {
    const dir = await mkdtemp(join(deps.workDir, 'part-'));
    try {
      const file = join(dir, 'part.mp4');
      if (!(await renderToFile(deps, chunk, read.document.json, framesTotal, file, signal))) {
        await failExport(deps, chunk, FailureReasons.renderFailed);
        return;
      }
      await deps.blobs.put(key, createReadStream(file), { contentType: 'video/mp4' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  // Progress of this part goes out before the part is reported done, so no report lands after completion.
  await deps.ledger.settled(exportID);
  const answer = await deps.reports.chunkRendered({ exportKind, exportID, index: chunk.index, chunkCount: chunk.chunkCount }, key);
  deps.ledger.partRendered(exportID, answer.allRendered ? chunk.chunkCount : answer.chunkKeys.length);
  if (!answer.allRendered) return;
  await assemble(deps, chunk, { chunkKeys: answer.chunkKeys, exportKey, framesTotal });
};
