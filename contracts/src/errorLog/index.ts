// The error log area: server errors every service catches and client errors the browser reports
// (spec 000 sections 2, 3 and 7), read by the admin console's Errors section.
import { defineArea } from '../kernel/area';
import { errorLogCalls } from './calls';
import { ErrorLogEvents } from './events';
import { ErrorLogMessages } from './messages';

export * from './constants';
export * from './models';
export { ErrorLogEvents } from './events';

export const errorLogArea = defineArea({
  name: 'errorLog',
  calls: errorLogCalls,
  events: ErrorLogEvents,
  messages: ErrorLogMessages,
  readModels: ['errorLog'],
});
