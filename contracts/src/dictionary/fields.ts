// The one field of the dictionary calls: a single word, NFC, trimmed, without invisible characters.
import { nameField } from '../kernel/text';
import { DictionaryLimits } from './constants';
import { DictionaryMessages } from './messages';

export const dictionaryWord = nameField({ max: DictionaryLimits.maxWordLength, emptyMessage: DictionaryMessages.dictionaryWordRequired }).refine(
  (v) => !/\s/u.test(v),
  DictionaryMessages.dictionaryWordOneWord,
);
