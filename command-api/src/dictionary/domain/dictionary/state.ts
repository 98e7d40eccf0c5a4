// A user's saved spellings, folded from their stream dictionary-<userID>: by lower-cased word, the
// word as saved (the check accepts a saved word whatever its case; docs/decisions/spelling.md).
import type { DictionaryEvents, EventOf } from '@wb/contracts';

export type DictionaryEvent = EventOf<typeof DictionaryEvents>;

export interface DictionaryState {
  readonly words: ReadonlyMap<string, string>;
}

export const initialState: DictionaryState = { words: new Map() };

/** Two spellings that differ only in case are one saved word. */
export const wordKey = (word: string): string => word.toLowerCase();

export const evolve = (state: DictionaryState, event: DictionaryEvent): DictionaryState => {
  const words = new Map(state.words);
  switch (event.type) {
    case 'DictionaryWordAdded':
      words.set(wordKey(event.data.word), event.data.word);
      return { words };
    case 'DictionaryWordRemoved':
      words.delete(wordKey(event.data.word));
      return { words };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
