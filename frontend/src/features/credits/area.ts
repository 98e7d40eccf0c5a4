import { defineClientArea } from '../../app/clientArea';
import { watchCredits } from './creditsSagas';
import credits from './creditsSlice';
import { creditsRoutes } from './routes';

/** The credits editor of a project and the credits exporter page that credits.png is drawn from. */
export const creditsArea = defineClientArea({ name: 'credits', reducers: { credits }, saga: watchCredits, routes: creditsRoutes });
