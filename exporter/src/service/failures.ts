// Why an export failed, in words its requester reads on the scene card and in the admin's File
// Exports tab. What went wrong inside (a browser's stack, ffmpeg's output) goes to the log instead.
import type { ExportJobRef } from '@wb/contracts';
import type { ExporterDeps } from './deps';

export const FailureReasons = {
  documentMissing: 'The saved scene to export could not be found. Save the scene and export it again.',
  documentMalformed: 'The saved scene could not be read, so it could not be exported.',
  empty: 'This scene lasts 0 seconds: there is nothing to export.',
  renderFailed: 'The video could not be rendered. Try exporting again.',
} as const;

/** Reports the export failed, and remembers it: this worker passes over the export's other parts. */
export const failExport = async (deps: Pick<ExporterDeps, 'reports' | 'ledger'>, job: ExportJobRef, reason: string): Promise<void> => {
  deps.ledger.failed(job.exportID);
  await deps.reports.failed(job.exportKind, job.exportID, reason);
};
