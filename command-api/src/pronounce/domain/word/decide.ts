// Pronunciation guide rules (spec 001 sections 1, 5 and 6): any team member adds a word; word and
// audio are required, the audio a recording the actor uploaded for the guide; only the word's creator
// edits or deletes it.
import { Messages } from '@wb/contracts';
import type { Actor } from '../../../shared/domain/actor';
import type { Decision } from '../../../shared/domain/decider';
import { domainError, isDomainError, type DomainError } from '../../../shared/domain/domainError';
import { attachRefusal, type StoredLookup } from '../../../uploads/domain/storedFile';
import type { Word, WordEvent, WordState } from './state';

export interface WordContent {
  readonly word: string;
  readonly audio: string;
  readonly phonetics: string;
}

export type WordCommand =
  /** `stored`: what is stored at the audio's address, read by the route. */
  | { type: 'AddWord'; wordID: string; content: WordContent; stored: StoredLookup; actor: Actor }
  | { type: 'UpdateWord'; content: Omit<WordContent, 'phonetics'> & { phonetics?: string | undefined }; stored: StoredLookup; actor: Actor }
  | { type: 'DeleteWord'; actor: Actor };

export const wordNotFound = (): DomainError => domainError('notFound', Messages.wordNotFound);

/**
 * The input schemas refuse these already; the rule is stated here too so that it holds for any way a
 * command reaches the aggregate.
 */
const missingFields = (content: { word: string; audio: string }, names = { word: 'word', audio: 'audio' }): DomainError | null => {
  const fields: Record<string, string> = {};
  if (content.word.trim() === '') fields[names.word] = Messages.wordRequired;
  if (content.audio.trim() === '') fields[names.audio] = Messages.audioRequired;
  const first = Object.values(fields)[0];
  return first === undefined ? null : domainError('validation', first, { fields });
};

/**
 * Every team member hears a word's audio (the blob read follows the word): it must be the actor's own
 * recording for the guide, never someone else's upload that the word would open to everyone.
 */
const audioRefusal = (stored: StoredLookup, actor: Actor, field: string): DomainError | null =>
  attachRefusal(stored, actor.userID, { field, purpose: 'pronunciation', otherPurpose: Messages.audioNotARecording });

/** The word, if it exists and the actor created it. */
const ownWord = (state: Word, actor: Actor): WordState | DomainError => {
  if (state === null || state.deleted) return wordNotFound();
  if (state.createdBy !== actor.userID) return domainError('forbidden', Messages.onlyWordCreator);
  return state;
};

const add = (command: Extract<WordCommand, { type: 'AddWord' }>, state: Word): Decision<WordEvent> => {
  if (state !== null) return domainError('conflict', 'A word with that id already exists.');
  const refused = missingFields(command.content) ?? audioRefusal(command.stored, command.actor, 'audio');
  if (refused) return refused;
  return [{ type: 'WordAdded', data: { wordID: command.wordID, ...command.content, createdBy: command.actor.userID } }];
};

const update = (command: Extract<WordCommand, { type: 'UpdateWord' }>, state: Word): Decision<WordEvent> => {
  const word = ownWord(state, command.actor);
  if (isDomainError(word)) return word;
  // updateWord names its fields newWord and newAudio.
  const missing = missingFields(command.content, { word: 'newWord', audio: 'newAudio' });
  if (missing) return missing;
  // The audio it has already is kept without a check: it attaches nothing new.
  const audioRefused = command.content.audio === word.audio ? null : audioRefusal(command.stored, command.actor, 'newAudio');
  if (audioRefused) return audioRefused;
  const next = { word: command.content.word, audio: command.content.audio, phonetics: command.content.phonetics ?? word.phonetics };
  if (next.word === word.word && next.audio === word.audio && next.phonetics === word.phonetics) return [];
  return [{ type: 'WordUpdated', data: { wordID: word.wordID, ...next } }];
};

const remove = (command: Extract<WordCommand, { type: 'DeleteWord' }>, state: Word): Decision<WordEvent> => {
  const word = ownWord(state, command.actor);
  if (isDomainError(word)) return word;
  return [{ type: 'WordDeleted', data: { wordID: word.wordID } }];
};

export const decide = (command: WordCommand, state: Word): Decision<WordEvent> => {
  switch (command.type) {
    case 'AddWord':
      return add(command, state);
    case 'UpdateWord':
      return update(command, state);
    case 'DeleteWord':
      return remove(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
