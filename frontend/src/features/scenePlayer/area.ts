import { defineClientArea } from '../../app/clientArea';
import { devRoutes } from './dev/routes';

/** The scene player; its developer pages (/dev) measure and show it with synthetic scenes. */
export const scenePlayerArea = defineClientArea({ name: 'scenePlayer', routes: devRoutes });
