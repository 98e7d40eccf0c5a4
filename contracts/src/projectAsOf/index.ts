// The project as it was (issue 21): no events of its own; its read model (projectStreams) knows which
// streams belong to each project, and the query folds them from the event store up to one position.
import { defineArea } from '../kernel/area';
import { projectAsOfCalls } from './calls';
import { ProjectAsOfMessages } from './messages';

export * from './fields';
export * from './models';

export const projectAsOfArea = defineArea({
  name: 'projectAsOf',
  calls: projectAsOfCalls,
  messages: ProjectAsOfMessages,
  readModels: ['projectStreams'],
});
