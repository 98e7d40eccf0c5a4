// The exporter service (DESIGN.md section 2): two consumers on the Bus, one plans each requested
// export into parts (topic exports, group exporter), the other renders parts (topic exportChunks,
// group exporter-chunks); results go back through the ExportReports port, as commands. Start as many
// as wanted: parts of one export spread over the workers of the group (by their stream, the key).
//
// A delivery that throws is delivered again; what the user can do nothing about (a part that will not
// render) is reported failed instead, so a bad document does not come back forever. Stopping aborts
// the part under way, whose delivery then fails so that another worker (or this one, started again)
// renders it. Each process renders one part at a time, its browser bound to one CPU (so every worker
// gives the same bytes): more processes use more cores.
import type { ExportReports, IntegrationTopic } from '@wb/contracts';
import type { BlobStore, Bus, BusMessage, BusSubscription, DocumentStore, Logger } from '@wb/platform';
import { renderPart } from './chunkWorker';
import type { ExporterDeps } from './deps';
import { chunkRequestOf, exportRequestOf } from './messages';
import { planExport } from './planner';
import { ExportLedger } from './exportLedger';
import type { ExportRenderer } from './renderer';
import { sceneDocuments } from './sceneDocuments';
import { openWorkDir } from './workDir';

/** The topics and consumer groups of the common contract (contracts' IntegrationTopics names the topics). */
export const ExporterTopics = {
  exports: { topic: 'exports' satisfies IntegrationTopic, group: 'exporter' },
  chunks: { topic: 'exportChunks' satisfies IntegrationTopic, group: 'exporter-chunks' },
} as const;

export interface ExporterServiceOptions {
  readonly bus: Bus;
  readonly blobs: BlobStore;
  readonly documents: DocumentStore;
  readonly reports: ExportReports;
  readonly renderer: ExportRenderer;
  readonly logger: Logger;
  /** The folder in which this process makes a work folder of its own for parts and joins (workDir.ts). */
  readonly workDir: string;
}

export interface RunningExporter {
  /**
   * Aborts the part under way and fails every delivery from now on, while still subscribed: the Bus
   * then keeps the parts for later (Kafka and PostgreSQL do not record them handled; the in-process Bus rejects the relay's
   * publish, which parks the event and publishes it again after the next start). The embedded
   * gateway calls it before stopping the relay, then stop().
   */
  interrupt(): void;
  /** Interrupts, stops consuming and closes the renderer. */
  stop(): Promise<void>;
}

export const startExporterService = async (options: ExporterServiceOptions): Promise<RunningExporter> => {
  const { bus, logger } = options;
  const work = await openWorkDir(options.workDir);
  const deps: ExporterDeps = {
    blobs: options.blobs,
    readDocument: sceneDocuments(options.documents),
    reports: options.reports,
    renderer: options.renderer,
    ledger: new ExportLedger((err) => logger.warn({ err }, 'export progress not recorded')),
    logger,
    workDir: work.path,
  };
  const stopping = new AbortController();

  const onExport = async (message: BusMessage) => {
    const request = exportRequestOf(message);
    if (request === null) return void logger.warn({ messageId: message.id, type: message.type }, 'export message dropped: not an export request');
    if (stopping.signal.aborted) throw new Error('The exporter is stopping');
    await planExport(deps, request);
  };
  const onChunk = async (message: BusMessage) => {
    const chunk = chunkRequestOf(message);
    if (chunk === null) return void logger.warn({ messageId: message.id, type: message.type }, 'export message dropped: not an export part');
    if (stopping.signal.aborted) throw new Error('The exporter is stopping');
    await renderPart(deps, chunk, stopping.signal);
  };

  const subscriptions: BusSubscription[] = [];
  try {
    subscriptions.push(await bus.subscribe(ExporterTopics.exports.topic, ExporterTopics.exports.group, onExport));
    subscriptions.push(await bus.subscribe(ExporterTopics.chunks.topic, ExporterTopics.chunks.group, onChunk));
  } catch (err) {
    await Promise.all(subscriptions.map((s) => s.close()));
    await work.remove();
    throw err;
  }
  logger.info({ workDir: work.path }, 'exporter started');

  let stopped: Promise<void> | null = null;
  return {
    interrupt: () => stopping.abort(),
    stop: () =>
      (stopped ??= (async () => {
        stopping.abort();
        await Promise.all(subscriptions.map((s) => s.close()));
        await options.renderer.close();
        await work.remove();
      })()),
  };
};
