// The learning area: a project linked to a video (a node) of the team's learning-content site, chosen
// by searching the site (spec 002 sections 2, 3, 5, 7 and 8; spec 000 sections 5 and 9).
import { defineArea } from '../kernel/area';
import { learningCalls } from './calls';
import { LearningErrorCode } from './errors';
import { LearningEvents } from './events';
import { LearningMessages } from './messages';

export * from './constants';
export * from './models';
export { LearningEvents } from './events';

export const learningArea = defineArea({
  name: 'learning',
  calls: learningCalls,
  events: LearningEvents,
  errors: LearningErrorCode,
  messages: LearningMessages,
  readModels: ['learning'],
});
