import { defineClientArea } from '../../app/clientArea';
import { watchScenes } from './scenesSagas';
import scenes from './scenesSlice';
import { scenesRoutes } from './routes';

/** A project's scenes dashboard: new, duplicate, delete, labels, thumbnails and SVG import. */
export const scenesArea = defineClientArea({ name: 'scenes', reducers: { scenes }, saga: watchScenes, routes: scenesRoutes });
