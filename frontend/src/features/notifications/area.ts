import { defineClientArea } from '../../app/clientArea';
import { watchNotifications } from './notificationsSagas';

/** The bell in the header: its list comes from RTK Query, its marks from this saga. */
export const notificationsArea = defineClientArea({ name: 'notifications', saga: watchNotifications });
