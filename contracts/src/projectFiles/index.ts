// The project files area of review: a project's files by type with their versions, and a video's
// media (probed, proxied) for the viewers.
import { defineArea } from '../kernel/area';
import { projectFileCalls } from './calls';
import { ProjectFileEvents } from './events';
import { ProjectFileMessages } from './messages';

export * from './constants';
export * from './models';
export { ProjectFileEvents } from './events';

export const projectFilesArea = defineArea({
  name: 'projectFiles',
  calls: projectFileCalls,
  events: ProjectFileEvents,
  messages: ProjectFileMessages,
  readModels: ['projectFiles'],
});
