// The first step of an export (consumer group `exporter`): read the document it names, cut it into
// parts and report the plan, which command-api records as one ExportChunkRequested per part (topic
// exportChunks). Quick on purpose: the rendering happens part by part in the chunk consumers, so
// several exporters can share one export and a crash loses at most one part.
import { ExportLimits } from '@wb/contracts';
import type { ExporterDeps } from './deps';
import { failExport, FailureReasons } from './failures';
import type { ExportRequest } from './messages';
import { framesOf, planChunks } from './plan';

export const planExport = async (deps: Pick<ExporterDeps, 'readDocument' | 'reports' | 'ledger' | 'logger'>, request: ExportRequest): Promise<void> => {
  const { exportKind, exportID } = request;
  const read = await deps.readDocument(request.documentKey);
  if ('problem' in read) {
    deps.logger.warn({ exportKind, exportID, documentKey: request.documentKey, problem: read.problem }, 'export document unusable');
    await failExport(deps, request, read.problem === 'missing' ? FailureReasons.documentMissing : FailureReasons.documentMalformed);
    return;
  }
  const fps = ExportLimits.fps;
  const framesTotal = framesOf(read.document.durationMs, fps);
  if (framesTotal <= 0) {
    await failExport(deps, request, FailureReasons.empty);
    return;
  }
  const chunks = planChunks({ framesTotal, fps, documentKey: request.documentKey, width: request.width, height: request.height, attempt: request.attempt });
  await deps.reports.planned({ exportKind, exportID }, chunks);
  deps.logger.info({ exportKind, exportID, attempt: request.attempt, parts: chunks.length, frames: framesTotal }, 'export planned');
};
