import { defineClientArea } from '../../app/clientArea';
import { watchProject } from './projectSagas';
import project from './projectSlice';

/** The project named in the address, and the top navigation's link back to it. */
export const projectArea = defineClientArea({ name: 'project', reducers: { project }, saga: watchProject });
