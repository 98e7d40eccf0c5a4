// The exports area: scene and file exports to MP4, their parts, the admin's relaunch, and the
// exporter's reports (reports.ts, handed to the exporter by the gateway).
import type { CommandArea } from '../shared/area';
import { exportAdminRoutes } from './adminRoutes';
import { exportChunkAggregate } from './domain/exportChunk/aggregate';
import { fileExportAggregate } from './domain/fileExport/aggregate';
import { sceneExportAggregate } from './domain/sceneExport/aggregate';
import { fileExportRoutes } from './fileExportRoutes';
import { sceneExportRoutes } from './sceneExportRoutes';

export { exportReports } from './reports';

export const exportsArea: CommandArea = {
  name: 'exports',
  aggregates: [sceneExportAggregate, fileExportAggregate, exportChunkAggregate],
  routes: (deps) => [...sceneExportRoutes(deps), ...fileExportRoutes(deps), ...exportAdminRoutes(deps)],
};
