import { defineClientArea } from '../../app/clientArea';
import { watchProjectFiles } from './projectFilesSagas';
import projectFiles from './projectFilesSlice';
import { projectFilesRoutes } from './routes';

/** A project's files for review: the project's hub page, its Layers panel, uploads and the viewers. */
export const projectFilesArea = defineClientArea({ name: 'projectFiles', reducers: { projectFiles }, saga: watchProjectFiles, routes: projectFilesRoutes });
