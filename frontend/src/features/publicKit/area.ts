import { defineClientArea } from '../../app/clientArea';
import { publicKitRoutes } from './routes';

/** A kit's public page (/kit/{slug}), open to visitors. */
export const publicKitArea = defineClientArea({ name: 'publicKit', routes: publicKitRoutes });
