// The tracking area: hours per production task type per user per day, and a project's word count
// (spec 000 sections 3, 5 and 7).
import { defineArea } from '../kernel/area';
import { trackingCalls } from './calls';
import { TrackingEvents } from './events';
import { TrackingMessages } from './messages';

export * from './constants';
export * from './hours';
export * from './models';
export * from './taskTypes';
export { TrackingEvents } from './events';

export const trackingArea = defineArea({
  name: 'tracking',
  calls: trackingCalls,
  events: TrackingEvents,
  messages: TrackingMessages,
  readModels: ['tracking'],
});
