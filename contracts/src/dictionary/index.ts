// Saved spellings: each user's own words that the spell check accepts (spec 002, File review screens).
import { defineArea } from '../kernel/area';
import { dictionaryCalls } from './calls';
import { DictionaryEvents } from './events';
import { DictionaryMessages } from './messages';

export * from './models';
export { DictionaryLimits } from './constants';
export { DictionaryEvents } from './events';

export const dictionaryArea = defineArea({
  name: 'dictionary',
  calls: dictionaryCalls,
  events: DictionaryEvents,
  messages: DictionaryMessages,
  readModels: ['dictionary'],
});
