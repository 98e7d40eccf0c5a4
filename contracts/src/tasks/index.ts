// The tasks area: personal to-do tasks, the header's task dropdown, the contents page's tasks and the
// admin Tasks board (spec 000 sections 2-7, spec 001 Tasks tab).
import { defineArea } from '../kernel/area';
import { taskCalls } from './calls';
import { TaskEvents } from './events';
import { TaskMessages } from './messages';

export * from './constants';
export * from './models';
export { TaskEvents } from './events';
export { SaveTaskInput } from './calls';

export const tasksArea = defineArea({
  name: 'tasks',
  calls: taskCalls,
  events: TaskEvents,
  messages: TaskMessages,
  readModels: ['tasks'],
});
