import { defineClientArea } from '../../app/clientArea';
import { exportRenderRoutes } from './routes';

/** The exporter's drawing page: the server's headless Chromium renders scene frames to H.264 here. */
export const exportRenderArea = defineClientArea({ name: 'exportRender', routes: exportRenderRoutes });
