import { isCheckedWord, misspelledWords, wordsOf, type Speller } from './spellCheck';

/** A stand-in dictionary: knows a few words, in lower case and capitalised, as hunspell does. */
const known = new Set(['the', 'team', 'made', 'a', 'video', "don't", 'stop', 'i', 'of']);
const speller: Speller = { correct: (w) => known.has(w) || known.has(w.toLowerCase()) };

describe('the words of a text', () => {
  it('keeps apostrophes inside words and drops punctuation around them', () => {
    expect(wordsOf("Don't stop, the team’s video! (again)")).toEqual(["Don't", 'stop', 'the', 'team’s', 'video', 'again']);
  });
});

describe('which words are checked', () => {
  it('checks words longer than one character, never numbers', () => {
    expect(['a', 'I', 'é', 'ok', '42', '1080p', '3D', 'v2', 'ab'].map(isCheckedWord)).toEqual([false, false, false, true, false, false, false, false, true]);
  });
});

describe('misspelled words', () => {
  it('collects unknown words once, in the order they first appear', () => {
    expect(misspelledWords(['The teem made a vidoe', 'a vidoe of the teem', 'Kwality'], speller, [])).toEqual(['teem', 'vidoe', 'Kwality']);
  });

  it('skips single characters and numbers', () => {
    expect(misspelledWords(['x 1920 1080p z'], speller, [])).toEqual([]);
  });

  it('accepts the user’s saved words whatever their case', () => {
    expect(misspelledWords(['Konva and konva and KONVA teem'], speller, ['konva', 'and'])).toEqual(['teem']);
  });

  it('reads a typographic apostrophe as the dictionary’s straight one', () => {
    expect(misspelledWords(['Don’t stop'], speller, [])).toEqual([]);
  });

  it('finds nothing in no text', () => {
    expect(misspelledWords([], speller, [])).toEqual([]);
    expect(misspelledWords([''], speller, [])).toEqual([]);
  });
});
