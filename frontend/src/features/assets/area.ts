import { defineClientArea } from '../../app/clientArea';
import { watchAssets } from './assetsSagas';
import assets from './assetsSlice';
import { assetsRoutes } from './routes';

/** The asset library: kits, their folders and files, uploads and exports. */
export const assetsArea = defineClientArea({ name: 'assets', reducers: { assets }, saga: watchAssets, routes: assetsRoutes });
