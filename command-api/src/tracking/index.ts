// The tracking area: a project's hours per task type, user and day, and its word count (one stream per project).
import type { CommandArea } from '../shared/area';
import { trackingAggregate } from './domain/tracking/aggregate';
import { trackingRoutes } from './routes';

export const trackingArea: CommandArea = {
  name: 'tracking',
  aggregates: [trackingAggregate],
  routes: trackingRoutes,
};
