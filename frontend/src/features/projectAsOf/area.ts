import { defineClientArea } from '../../app/clientArea';
import { projectAsOfRoutes } from './routes';

/** The whole project, read-only, as it was at any moment, and what changed between two (issue 21). */
export const projectAsOfArea = defineClientArea({ name: 'projectAsOf', routes: projectAsOfRoutes });
