import { DictionaryLimits, Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { dictionaryAggregate } from './aggregate';
import type { DictionaryEvent } from './state';

const { given } = deciderSpec(dictionaryAggregate);
const actor = { userID: 7, grants: [] };
const added = (word: string): DictionaryEvent => ({ type: 'DictionaryWordAdded', data: { userID: 7, word } });
const removed = (word: string): DictionaryEvent => ({ type: 'DictionaryWordRemoved', data: { userID: 7, word } });

describe('saving a word', () => {
  const add = (word: string) => ({ type: 'AddDictionaryWord' as const, word, actor });

  it('saves it in the actor’s list', () => {
    given([])
      .when(add('Konva'))
      .then([added('Konva')]);
  });

  it('changes nothing when the word is saved already, whatever its case', () => {
    given([added('Konva')])
      .when(add('konva'))
      .then([]);
  });

  it('saves a word again after it was removed', () => {
    given([added('Konva'), removed('Konva')])
      .when(add('Konva'))
      .then([added('Konva')]);
  });

  it(`refuses a word beyond the ${DictionaryLimits.maxWords} kept, with 409`, () => {
    const full = Array.from({ length: DictionaryLimits.maxWords }, (_, i) => added(`word${i}`));
    given(full).when(add('one-more')).thenFails('conflict', Messages.dictionaryFull);
    // A word already saved is still no change at all, even when the list is full.
    given(full).when(add('word5')).then([]);
  });
});

describe('removing a word', () => {
  const remove = (word: string) => ({ type: 'RemoveDictionaryWord' as const, word, actor });

  it('removes it, naming it as it was saved', () => {
    given([added('Konva')])
      .when(remove('KONVA'))
      .then([removed('Konva')]);
  });

  it('changes nothing when the word is not saved', () => {
    given([]).when(remove('Konva')).then([]);
    given([added('Konva'), removed('Konva')])
      .when(remove('Konva'))
      .then([]);
  });
});
