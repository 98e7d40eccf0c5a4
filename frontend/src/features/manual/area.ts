import { defineClientArea } from '../../app/clientArea';
import { manualRoutes } from './routes';

/** The user manual: the product's help, written in docs/manual and shown at /manual (spec 002, Manual). */
export const manualArea = defineClientArea({ name: 'manual', routes: manualRoutes });
