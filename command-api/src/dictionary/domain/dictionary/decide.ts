// Saved spellings rules (spec 002, File review screens: Save per misspelled word, delete per saved
// word): a word saved again, or removed when not saved, changes nothing; the list is bounded.
import { DictionaryLimits, Messages } from '@wb/contracts';
import type { Actor } from '../../../shared/domain/actor';
import type { Decision } from '../../../shared/domain/decider';
import { domainError } from '../../../shared/domain/domainError';
import { wordKey, type DictionaryEvent, type DictionaryState } from './state';

export type DictionaryCommand = { type: 'AddDictionaryWord'; word: string; actor: Actor } | { type: 'RemoveDictionaryWord'; word: string; actor: Actor };

const add = (command: Extract<DictionaryCommand, { type: 'AddDictionaryWord' }>, state: DictionaryState): Decision<DictionaryEvent> => {
  if (state.words.has(wordKey(command.word))) return [];
  if (state.words.size >= DictionaryLimits.maxWords) return domainError('conflict', Messages.dictionaryFull);
  return [{ type: 'DictionaryWordAdded', data: { userID: command.actor.userID, word: command.word } }];
};

const remove = (command: Extract<DictionaryCommand, { type: 'RemoveDictionaryWord' }>, state: DictionaryState): Decision<DictionaryEvent> => {
  // The event names the word as it was saved, so the read model finds its row whatever case was sent.
  const saved = state.words.get(wordKey(command.word));
  if (saved === undefined) return [];
  return [{ type: 'DictionaryWordRemoved', data: { userID: command.actor.userID, word: saved } }];
};

export const decide = (command: DictionaryCommand, state: DictionaryState): Decision<DictionaryEvent> => {
  switch (command.type) {
    case 'AddDictionaryWord':
      return add(command, state);
    case 'RemoveDictionaryWord':
      return remove(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
