// What the exporter's handlers work with: the stores, the way back to command-api, the renderer and
// the log. The gateway builds it once per process.
import type { ExportReports } from '@wb/contracts';
import type { BlobStore, Logger } from '@wb/platform';
import type { ExportLedger } from './exportLedger';
import type { ExportRenderer } from './renderer';
import type { SceneDocuments } from './sceneDocuments';

export interface ExporterDeps {
  readonly blobs: BlobStore;
  readonly readDocument: SceneDocuments;
  readonly reports: ExportReports;
  readonly renderer: ExportRenderer;
  readonly ledger: ExportLedger;
  readonly logger: Logger;
  /** Where the parts and the joined MP4 are written before they are stored. */
  readonly workDir: string;
}
