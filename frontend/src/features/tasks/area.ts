import { defineClientArea } from '../../app/clientArea';
import { watchTasks } from './tasksSagas';
import tasks from './tasksSlice';

/** Personal tasks: the header dropdown, the contents page's tasks, the profile's list and the admin board's workflows. */
export const tasksArea = defineClientArea({ name: 'tasks', reducers: { tasks }, saga: watchTasks });
