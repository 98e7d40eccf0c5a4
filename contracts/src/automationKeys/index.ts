// The automation keys area: random, scoped, expiring keys that open the exporter pages to a browser
// that is not signed in (spec 002 sections 2 and 6), and the page globals those pages read.
import { defineArea } from '../kernel/area';
import { automationKeysCalls } from './calls';
import { AutomationKeyEvents } from './events';
import { AutomationKeyMessages } from './messages';

export * from './constants';
export * from './models';
export { AutomationKeyEvents } from './events';

export const automationKeysArea = defineArea({
  name: 'automationKeys',
  calls: automationKeysCalls,
  events: AutomationKeyEvents,
  messages: AutomationKeyMessages,
  readModels: ['automationKeys'],
});
