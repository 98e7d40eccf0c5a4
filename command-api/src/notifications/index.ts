// The notifications area: each recipient's inbox (read/unread, and notifications made by hand).
import type { CommandArea } from '../shared/area';
import { inboxAggregate } from './domain/inbox/aggregate';
import { notificationRoutes } from './routes';

export const notificationsArea: CommandArea = {
  name: 'notifications',
  aggregates: [inboxAggregate],
  routes: notificationRoutes,
};
