import { defineClientArea } from '../../app/clientArea';
import { watchDashboard } from './dashboardSagas';
import dashboard from './dashboardSlice';
import { dashboardRoutes } from './routes';

/** The projects dashboard (/home). */
export const dashboardArea = defineClientArea({ name: 'dashboard', reducers: { dashboard }, saga: watchDashboard, routes: dashboardRoutes });
