// The notifications area: the bell's notifications from review comments (spec 000 "Notifications and
// tasks in the header"; spec 002 section 3, "Notification").
import { defineArea } from '../kernel/area';
import { notificationCalls } from './calls';
import { NotificationEvents } from './events';
import { NotificationMessages } from './messages';

export * from './constants';
export * from './models';
export { NotificationEvents } from './events';

export const notificationsArea = defineArea({
  name: 'notifications',
  calls: notificationCalls,
  events: NotificationEvents,
  messages: NotificationMessages,
  readModels: ['notifications'],
});
