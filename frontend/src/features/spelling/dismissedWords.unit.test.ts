import { DISMISSED_MAX, dismissedWordsKey, readDismissedWords, writeDismissedWords } from './dismissedWords';

/** A browser's storage in memory. */
const memoryStorage = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
};

describe("the browser's copy of a user's dismissed words", () => {
  it('gives back what was kept for that user, and nothing of it to another user', () => {
    const storage = memoryStorage();
    writeDismissedWords(7, ['konva', 'tldraw'], storage);
    expect(readDismissedWords(7, storage)).toEqual(['konva', 'tldraw']);
    expect(readDismissedWords(8, storage)).toEqual([]);
  });

  it('keeps the newest when there are more than it holds', () => {
    const storage = memoryStorage();
    const words = Array.from({ length: DISMISSED_MAX + 5 }, (_, i) => `word${i}`);
    writeDismissedWords(7, words, storage);
    const kept = readDismissedWords(7, storage);
    expect(kept).toHaveLength(DISMISSED_MAX);
    expect(kept[kept.length - 1]).toBe(`word${DISMISSED_MAX + 4}`);
    expect(kept).not.toContain('word0');
  });

  it('reads nothing from a damaged or foreign value, and only words from a mixed one', () => {
    const storage = memoryStorage();
    storage.setItem(dismissedWordsKey(7), '{not json');
    expect(readDismissedWords(7, storage)).toEqual([]);
    storage.setItem(dismissedWordsKey(7), '{"konva":true}');
    expect(readDismissedWords(7, storage)).toEqual([]);
    storage.setItem(dismissedWordsKey(7), JSON.stringify(['Konva', 3, '', 'x'.repeat(65), 'konva', null]));
    expect(readDismissedWords(7, storage)).toEqual(['konva']);
  });

  it('works on without storage (refused by the browser)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeDismissedWords(7, ['konva'], refusing)).not.toThrow();
    expect(readDismissedWords(7, refusing)).toEqual([]);
    expect(readDismissedWords(7, null)).toEqual([]);
  });
});
