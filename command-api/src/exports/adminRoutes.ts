// /admin/launchExporter (spec 001 section 4, File Exports: Launch exporter): every export still
// rendering is requested again as a new attempt, so the exporter takes a stuck one up anew.
import { Calls } from '@wb/contracts';
import { answer, commandCall, type CommandRoute } from '../shared/commandCall';
import type { CommandDeps } from '../shared/deps';
import { handlerOf, lastPosition } from '../shared/handle';
import { fileExportAggregate } from './domain/fileExport/aggregate';
import { sceneExportAggregate } from './domain/sceneExport/aggregate';
import { exportsInProgress } from './inProgress';

export const exportAdminRoutes = (deps: CommandDeps): CommandRoute[] => {
  const scenes = handlerOf(deps.eventStore, sceneExportAggregate);
  const files = handlerOf(deps.eventStore, fileExportAggregate);
  return [
    commandCall(deps, Calls.admin.launchExporter, async (_input, _ctx, meta) => {
      const positions: (bigint | undefined)[] = [];
      let requeued = 0;
      for (const { kind, id } of await exportsInProgress(deps.eventStore)) {
        // Decided on the export's own state: one that finished since the scan is left as it is.
        const outcome = kind === 'scene' ? await scenes.handle(meta, id, () => ({ type: 'RequeueExport' })) : await files.handle(meta, id, () => ({ type: 'RequeueExport' }));
        if (outcome.events.length > 0) requeued += 1;
        positions.push(outcome.position);
      }
      return answer({ requeued }, lastPosition(positions));
    }),
  ];
};
