// The exporter's reports (common contract, "Reporting back"): the ExportReports port, as commands on
// the export, chunk streams, by the system (no acting user). Each is safe to repeat: the deciders
// record a plan once per attempt, a completion once, and no failure after a completion.
import type { ExportKind, ExportReports } from '@wb/contracts';
import type { EventStore } from '@wb/platform';
import { systemMetadata } from '../shared/commandMetadata';
import { handlerOf } from '../shared/handle';
import { loadState } from '../shared/streams';
import { exportChunkAggregate } from './domain/exportChunk/aggregate';
import { fileExportAggregate } from './domain/fileExport/aggregate';
import type { LifecycleCommand } from './domain/lifecycle';
import { sceneExportAggregate } from './domain/sceneExport/aggregate';

/** The request id of the exporter's commands, in their events' correlation id and the logs. */
const EXPORTER = 'exporter';

export const exportReports = (eventStore: EventStore): ExportReports => {
  const scenes = handlerOf(eventStore, sceneExportAggregate);
  const files = handlerOf(eventStore, fileExportAggregate);
  const chunks = handlerOf(eventStore, exportChunkAggregate);
  /** A command on the export, made with the time of its decision. */
  const onExport = async (kind: ExportKind, id: string, commandAt: (time: string) => Exclude<LifecycleCommand, { type: 'RequestExport' }>): Promise<void> => {
    const meta = systemMetadata(EXPORTER);
    const command = commandAt(meta.time);
    if (kind === 'scene') await scenes.handle(meta, id, () => command);
    else await files.handle(meta, id, () => command);
  };

  return {
    async planned(job, plans) {
      const meta = systemMetadata(EXPORTER);
      for (const plan of plans) {
        await chunks.handle(meta, { exportID: job.exportID, index: plan.index }, () => ({ type: 'RequestExportChunk', exportKind: job.exportKind, exportID: job.exportID, plan }));
      }
    },
    progressed: (kind, id, framesDone, framesTotal) => onExport(kind, id, () => ({ type: 'ReportExportProgress', framesDone, framesTotal })),
    async chunkRendered(chunk, blobKey) {
      await chunks.handle(systemMetadata(EXPORTER), { exportID: chunk.exportID, index: chunk.index }, () => ({ type: 'RecordExportChunkRendered', blobKey }));
      const indexes = Array.from({ length: chunk.chunkCount }, (_, index) => index);
      const states = await Promise.all(indexes.map((index) => loadState(eventStore, exportChunkAggregate, { exportID: chunk.exportID, index })));
      const chunkKeys = states.flatMap((state) => (state?.blobKey ? [state.blobKey] : []));
      return { allRendered: chunkKeys.length === chunk.chunkCount, chunkKeys };
    },
    completed: (kind, id, result) => onExport(kind, id, (time) => ({ type: 'CompleteExport', result, completedOn: time })),
    failed: (kind, id, reason) => onExport(kind, id, (time) => ({ type: 'FailExport', reason, failedOn: time })),
  };
};
