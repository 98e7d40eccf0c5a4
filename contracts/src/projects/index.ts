// The projects area: project cards on the dashboard, their status, members and subscriptions.
import { defineArea } from '../kernel/area';
import { projectCalls } from './calls';
import { ProjectErrorCode } from './errors';
import { ProjectEvents } from './events';
import { ProjectMessages } from './messages';

export * from './models';
export type { ProjectCardRow } from './rows';
export { ProjectContentsLimits } from './constants';
export { ProjectEvents, ProjectStatusSetBy } from './events';

export const projectsArea = defineArea({
  name: 'projects',
  calls: projectCalls,
  events: ProjectEvents,
  errors: ProjectErrorCode,
  messages: ProjectMessages,
  readModels: ['projectList', 'projectSearch'],
});
