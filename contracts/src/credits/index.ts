// The credits area: a project's closing credits (items, partner logos, spacer), the editor's calls,
// credits.png and the credits exporter page's read (spec 002).
import { defineArea } from '../kernel/area';
import { creditsCalls } from './calls';
import { CreditsEvents } from './events';
import { CreditsMessages } from './messages';

export * from './constants';
export * from './defaults';
export * from './models';
export { namesACreditsPart } from './fields';
export { CreditsEvents } from './events';

export const creditsArea = defineArea({
  name: 'credits',
  calls: creditsCalls,
  events: CreditsEvents,
  messages: CreditsMessages,
  readModels: ['credits'],
});
