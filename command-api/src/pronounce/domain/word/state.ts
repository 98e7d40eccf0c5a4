// A word of the pronunciation guide, folded from its stream pronunciation-<wordID>.
import type { EventOf, PronunciationEvents } from '@wb/contracts';

export type WordEvent = EventOf<typeof PronunciationEvents>;

export interface WordState {
  readonly wordID: string;
  readonly word: string;
  readonly phonetics: string;
  readonly audio: string;
  /** The user who added it: the only one who may change or delete it. */
  readonly createdBy: number;
  readonly deleted: boolean;
}

/** null until WordAdded. */
export type Word = WordState | null;

export const initialState: Word = null;

export const evolve = (state: Word, event: WordEvent): Word => {
  if (event.type === 'WordAdded') {
    const { wordID, word, phonetics, audio, createdBy } = event.data;
    return { wordID, word, phonetics, audio, createdBy, deleted: false };
  }
  if (state === null) return state;
  switch (event.type) {
    case 'WordUpdated':
      return { ...state, word: event.data.word, phonetics: event.data.phonetics, audio: event.data.audio };
    case 'WordDeleted':
      return { ...state, deleted: true };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
