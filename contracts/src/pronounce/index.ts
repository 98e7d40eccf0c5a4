// The pronunciation guide: words with phonetics and recorded or uploaded audio, each with its creator.
import { defineArea } from '../kernel/area';
import { pronunciationCalls } from './calls';
import { PronunciationEvents } from './events';
import { PronunciationMessages } from './messages';

export * from './models';
export { PronunciationEvents } from './events';
export { PHONETICS_MAX_LENGTH, WORD_MAX_LENGTH } from './fields';
export { WORDS_MAX_COUNT } from './calls';

export const pronunciationArea = defineArea({
  name: 'pronunciation',
  calls: pronunciationCalls,
  events: PronunciationEvents,
  messages: PronunciationMessages,
  readModels: ['pronunciation'],
});
