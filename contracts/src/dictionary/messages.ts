import type { MessageTable } from '../kernel/messages';
import { DictionaryLimits } from './constants';

// The spec quotes only 'No spelling errors found' (002 section 8); the refusals are ours.
export const DictionaryMessages = {
  noSpellingErrors: 'No spelling errors found',
  dictionaryWordRequired: 'Word is required',
  dictionaryWordOneWord: 'One word, without spaces',
  dictionaryFull: `You have saved ${DictionaryLimits.maxWords} words, the most kept: delete some first.`,
} as const satisfies MessageTable;
