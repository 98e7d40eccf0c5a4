import { defineClientArea } from '../../app/clientArea';
import { historyRoutes } from './routes';

/** The History view of any entity; the admin Audit section lives here too (mounted by the admin page). */
export const historyArea = defineClientArea({ name: 'history', routes: historyRoutes });
