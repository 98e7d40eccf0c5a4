import { defineClientArea } from '../../app/clientArea';
import { watchProjectActivity } from './projectActivitySagas';
import projectActivity from './projectActivitySlice';

/** The project contents page's activity, files, assets, resources and comments sections (their uploads and kit removals). */
export const projectActivityArea = defineClientArea({ name: 'projectActivity', reducers: { projectActivity }, saga: watchProjectActivity });
