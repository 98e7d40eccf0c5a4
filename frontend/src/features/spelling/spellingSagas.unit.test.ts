import { runWithFakes } from '../../testing/sagaHarness';
import { readDismissedWords } from './dismissedWords';
import { watchSpelling } from './spellingSagas';
import { dismissedWordsRestored, misspelledWordDismissed, savedWordDeleteRequested } from './spellingSlice';

// The browser's storage, which jest's node environment lacks: what a reload would read back.
const items = new Map<string, string>();
beforeAll(() => {
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) },
  });
});
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
});
beforeEach(() => items.clear());

describe('dismissing a misspelled word', () => {
  it("keeps it in the browser for the user, for the next visit, and sends nothing to the user's saved spellings", async () => {
    const h = runWithFakes(watchSpelling, {});
    h.dispatch(dismissedWordsRestored({ userID: 7, words: ['konva'] }));
    h.dispatch(misspelledWordDismissed('Tldraw'));
    await h.settle(5);
    expect(readDismissedWords(7)).toEqual(['konva', 'tldraw']);
    expect(h.calls).toEqual([]);
    h.task.cancel();
  });

  it('forgets it when the word is deleted from the saved spellings, so it counts as misspelled again', async () => {
    const h = runWithFakes(watchSpelling, { '/dictionary/removeWord': () => ({ ok: true }), '/dictionary/getAllWords': () => ({ words: [] }) });
    h.dispatch(dismissedWordsRestored({ userID: 7, words: ['konva', 'tldraw'] }));
    h.dispatch(savedWordDeleteRequested('Konva'));
    await h.settle(5);
    expect(readDismissedWords(7)).toEqual(['tldraw']);
    h.task.cancel();
  });

  it("keeps nothing before the user's own list is restored (no user known yet)", async () => {
    const h = runWithFakes(watchSpelling, {});
    h.dispatch(misspelledWordDismissed('Konva'));
    await h.settle(5);
    expect(items.size).toBe(0);
    h.task.cancel();
  });
});
