// The resources area: external material with attribution, kept by admins (spec 001, Resources tab).
import { defineArea } from '../kernel/area';
import { resourceCalls } from './calls';
import { ResourceEvents } from './events';
import { ResourceMessages } from './messages';

export * from './constants';
export * from './models';
export { ResourceEvents, ResourceData } from './events';
export { SaveResourceInput } from './calls';

export const resourcesArea = defineArea({
  name: 'resources',
  calls: resourceCalls,
  events: ResourceEvents,
  messages: ResourceMessages,
  readModels: ['resources'],
});
