import { defineClientArea } from '../../app/clientArea';
import { watchTracking } from './trackingSagas';
import tracking from './trackingSlice';

/** The Tracking section of the project contents page: hours per task type, user and day, and the word count. */
export const trackingArea = defineClientArea({ name: 'tracking', reducers: { tracking }, saga: watchTracking });
