// The exports area: scene and file exports to MP4, their rendering in parts, and the admin's records.
import { defineArea } from '../kernel/area';
import { exportsCalls } from './calls';
import { ExportEvents } from './events';
import { ExportMessages } from './messages';

export * from './constants';
export * from './models';
export type { FrameProbe, RenderJob, RenderResult } from './renderPage';
export { ExportEvents } from './events';

export const exportsArea = defineArea({
  name: 'exports',
  calls: exportsCalls,
  events: ExportEvents,
  messages: ExportMessages,
  readModels: ['exports'],
});
