// The exporter as the gateway starts it: the service over the real renderer. The gateway gives the
// Bus, the stores and command-api's ExportReports (the exporter imports no other service).
import { chromiumRenderer } from './chromiumRenderer';
import { startExporterService, type ExporterServiceOptions, type RunningExporter } from './exporterService';

export interface ExporterOptions extends Omit<ExporterServiceOptions, 'renderer'> {
  /** The built client (frontend/dist), which the renderer's browser opens at #/export-render. */
  readonly clientDir: string;
}

export const startExporter = (options: ExporterOptions): Promise<RunningExporter> =>
  startExporterService({ ...options, renderer: chromiumRenderer({ blobs: options.blobs, logger: options.logger, clientDir: options.clientDir }) });
