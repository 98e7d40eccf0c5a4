import { defineClientArea } from '../../app/clientArea';
import { watchProject } from './projectSagas';
import project from './projectSlice';
import { projectRoutes } from './routes';

/** The project named in the address, and the top navigation's link back to it. */
export const projectArea = defineClientArea({ name: 'project', reducers: { project }, saga: watchProject, routes: projectRoutes });
