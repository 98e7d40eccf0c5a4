import reducer, {
  dismissedWordsRestored,
  misspelledWordDismissed,
  savedWordDeleteRequested,
  selectDismissedFor,
  selectDismissedWords,
  selectPendingWords,
  wordChangeFinished,
  wordSaveRequested,
} from './spellingSlice';

const run = (...actions: Parameters<typeof reducer>[1][]) => ({ spelling: actions.reduce(reducer, reducer(undefined, { type: 'start' })) });

describe('what the user did with misspelled words', () => {
  it('dismisses a word once, whatever its case', () => {
    expect(selectDismissedWords(run(misspelledWordDismissed('Konva'), misspelledWordDismissed('konva')))).toEqual(['konva']);
  });

  it('counts a deleted saved word as misspelled again, even if it was dismissed before', () => {
    expect(selectDismissedWords(run(misspelledWordDismissed('Konva'), savedWordDeleteRequested('Konva')))).toEqual([]);
  });

  it('holds a word as pending from the request until its change finished', () => {
    const saving = run(wordSaveRequested('Konva'));
    expect(selectPendingWords(saving)).toEqual(['konva']);
    expect(selectPendingWords(run(wordSaveRequested('Konva'), wordChangeFinished('Konva')))).toEqual([]);
  });

  it("restores a user's kept words, in place of another user's", () => {
    const restored = run(misspelledWordDismissed('Konva'), dismissedWordsRestored({ userID: 8, words: ['Tldraw', 'tldraw'] }));
    expect(selectDismissedWords(restored)).toEqual(['tldraw']);
    expect(selectDismissedFor(restored)).toBe(8);
    expect(selectDismissedFor(run())).toBeNull();
  });
});
