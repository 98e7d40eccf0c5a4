import { defineClientArea } from '../../app/clientArea';
import { comingSoonRoutes } from './routes';

/** Screens the top navigation already links to whose content comes later: the manual. */
export const comingSoonArea = defineClientArea({ name: 'comingSoon', routes: comingSoonRoutes });
