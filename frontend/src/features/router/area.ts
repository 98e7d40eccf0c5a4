import { defineClientArea } from '../../app/clientArea';
import { watchRouter } from './routerSagas';
import router from './routerSlice';

/** The hash address, and announcing each screen a signed-in user enters. */
export const routerArea = defineClientArea({ name: 'router', reducers: { router }, saga: watchRouter });
