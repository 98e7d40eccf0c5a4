import { defineClientArea } from '../../app/clientArea';
import { watchNewProject } from './newProjectSagas';
import newProject from './newProjectSlice';

/** The New project dialog. */
export const newProjectArea = defineClientArea({ name: 'newProject', reducers: { newProject }, saga: watchNewProject });
